import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTALLED_RANGE_TEXTS, LIST_FILTER_TEXTS } from '@smms/shared';
import { renderRoute } from '@/test/render-route';
import { INSTALLED_RANGE_PARAMS, ListToolbar, TABLE_TEXTS, useListParams, type ListFilter } from '.';

const REVIEW: ListFilter<'review'> = {
  param: 'review',
  label: 'Review filter',
  all: 'All',
  options: ['Pending Review', 'No Status'],
};
const seen: Record<string, string>[] = [];

/** A list with a review select, the Installed range, and the sorts by name and date. */
function Installations() {
  const list = useListParams<'review' | 'installedFrom' | 'installedTo'>({
    filters: ['review', ...INSTALLED_RANGE_PARAMS],
    offered: { review: { name: 'Review', values: REVIEW.options as string[] } },
    sorts: ['name', 'installedOn'],
  });
  seen.push(list.exportQuery);
  return <ListToolbar list={list} filters={[REVIEW]} installedRange />;
}

describe('the Installed range of a list', () => {
  it('keeps both days in the URL, shows them as one chip, and the chip removes both', async () => {
    const { params } = renderRoute(<Installations />);
    fireEvent.change(screen.getByLabelText(INSTALLED_RANGE_TEXTS.fromLabel), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(screen.getByLabelText(INSTALLED_RANGE_TEXTS.toLabel), {
      target: { value: '2026-11-15' },
    });
    await waitFor(() => expect(params().get('installedTo')).toBe('2026-11-15'));
    expect(params().get('installedFrom')).toBe('2026-11-01');
    const chip = 'Installed: 1 Nov 2026 – 15 Nov 2026';
    expect(INSTALLED_RANGE_TEXTS.chip('2026-11-01', '2026-11-15')).toBe(chip);
    expect(screen.getByText(chip)).toBeInTheDocument();
    // Each day bounds the other's picker: no reversed range is offered.
    expect(screen.getByLabelText(INSTALLED_RANGE_TEXTS.fromLabel)).toHaveAttribute('max', '2026-11-15');
    expect(seen.at(-1)).toMatchObject({ installedFrom: '2026-11-01', installedTo: '2026-11-15' });

    await userEvent.click(screen.getByRole('button', { name: TABLE_TEXTS.removeChip(chip) }));
    await waitFor(() => expect(params().get('installedFrom')).toBeNull());
    expect(params().get('installedTo')).toBeNull();
    expect(screen.queryByText(chip)).not.toBeInTheDocument();
    // The fields follow the URL: emptied with the chip.
    expect(screen.getByLabelText(INSTALLED_RANGE_TEXTS.fromLabel)).toHaveValue('');
  });

  it('keeps a year being typed in its field and filters once the day is whole', () => {
    const { params } = renderRoute(<Installations />);
    const from = screen.getByLabelText(INSTALLED_RANGE_TEXTS.fromLabel);
    // A year typed digit by digit in a date field: 0002, 0020, 0202, then 2026.
    for (const partial of ['0002-11-01', '0020-11-01', '0202-11-01']) {
      fireEvent.change(from, { target: { value: partial } });
      expect(from).toHaveValue(partial);
      expect(params().get('installedFrom')).toBeNull();
    }
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(params().get('installedFrom')).toBe('2026-11-01');
  });
});

describe('a link with a value the list does not offer', () => {
  it('drops it from the URL in place, names it in a notice, and reads the list without it', async () => {
    const { params, router } = renderRoute(
      <Installations />,
      '/list?review=All+Pending&sort=bogus&order=asc&q=agra',
    );
    await waitFor(() => expect(params().get('review')).toBeNull());
    expect(params().get('sort')).toBeNull();
    expect(params().get('order')).toBeNull();
    // What it does offer stays.
    expect(params().get('q')).toBe('agra');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen.every((query) => !('review' in query) && query.sort !== 'bogus')).toBe(true);
    const notice = LIST_FILTER_TEXTS.ignored([
      { name: 'Review', value: 'All Pending' },
      { name: LIST_FILTER_TEXTS.sortName, value: 'bogus' },
    ]);
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('keeps a value the list offers', async () => {
    const { params } = renderRoute(<Installations />, '/list?review=No+Status&sort=name');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(params().get('review')).toBe('No Status');
    expect(params().get('sort')).toBe('name');
    const notice = LIST_FILTER_TEXTS.ignored([{ name: 'Review', value: 'No Status' }]);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});

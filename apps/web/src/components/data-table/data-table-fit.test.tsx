import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { renderRoute } from '@/test/render-route';
import { DataTable, useListParams } from '.';
import { PHONE_QUERY } from '@/lib/use-media-query';

interface Meter {
  id: number;
  sno: string;
  state: string;
  substation: string;
  feeder: string;
  installed: string;
}

const ROWS: Meter[] = [1, 2].map((id) => ({
  id,
  sno: `SM${id}`,
  state: 'Accepted',
  substation: `Substation ${id}`,
  feeder: `Feeder ${id}`,
  installed: `${id} Nov 2026`,
}));

const placed: ColumnDef<Meter, unknown>[] = [
  { id: 'sno', accessorKey: 'sno', header: 'Meter', meta: { card: 'title' } },
  { id: 'substation', accessorKey: 'substation', header: 'Substation' },
  // Accessor-key columns without an id are hidden by their key.
  { accessorKey: 'feeder', header: 'Feeder', meta: { hiddenByDefault: true } },
  { id: 'installed', accessorKey: 'installed', header: 'Installed On', meta: { card: 'figure' } },
  { id: 'state', accessorKey: 'state', header: 'Status', meta: { card: 'state' } },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Open</button> },
];
const unplaced = placed.map(({ meta: _meta, ...c }) => c) as ColumnDef<Meter, unknown>[];

function Meters({ columns = placed }: { columns?: ColumnDef<Meter, unknown>[] }) {
  const list = useListParams<never>({ defaultSort: 'sno' });
  return (
    <DataTable
      label="Meters"
      listId="fit-meters"
      items="meters"
      columns={columns}
      data={ROWS}
      total={ROWS.length}
      params={list}
      texts={{ loading: 'Loading', empty: 'None', error: 'Failed' }}
      status={{ isLoading: false, isError: false, onRetry: () => {} }}
    />
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
const matchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = matchMedia;
  localStorage.clear();
});
function onPhone() {
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query === PHONE_QUERY,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as typeof window.matchMedia;
}

describe('DataTable default columns', () => {
  it('leaves a hiddenByDefault column off until chosen in Columns, then keeps the choice', async () => {
    const user = userEvent.setup();
    const first = renderRoute(<Meters />);
    expect(headers()).toEqual(['Meter', 'Substation', 'Installed On', 'Status', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const feeder = within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', { name: 'Feeder' });
    expect(feeder).toHaveAttribute('aria-checked', 'false');
    await user.click(feeder);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Feeder' })).toBeInTheDocument();
    first.unmount();

    // The person's choice, once made, wins over the default.
    renderRoute(<Meters />);
    expect(screen.getByRole('columnheader', { name: 'Feeder' })).toBeInTheDocument();
  });
});

describe('DataTable cards on a phone', () => {
  it('leads a card with the title and state, then only the figures placed on it, and the controls', () => {
    onPhone();
    renderRoute(<Meters />);
    const card = screen.getAllByRole('row').find((r) => r.getAttribute('data-row-id') === '1') as HTMLElement;
    const shown = within(card)
      .getAllByRole('cell')
      .filter((c) => !c.className.split(' ').includes('hidden'));
    expect(shown.map((c) => c.textContent)).toEqual(['SM1', 'Installed On1 Nov 2026', 'Accepted', 'Open']);
    // The title and state share the first line (order), the figures follow, the controls close the card.
    const order = (text: string) =>
      shown.find((c) => c.textContent?.includes(text))?.className.match(/order-(\d)/)?.[1];
    expect([order('SM1'), order('Accepted'), order('1 Nov'), order('Open')]).toEqual(['2', '3', '4', '5']);
    expect(within(card).queryByText('Substation 1')).not.toBeInTheDocument();
  });

  it('shows every column, each labelled, on a list that places none', () => {
    onPhone();
    renderRoute(<Meters columns={unplaced} />);
    const card = screen.getAllByRole('row').find((r) => r.getAttribute('data-row-id') === '1') as HTMLElement;
    for (const text of ['SM1', 'Substation 1', 'Feeder 1', '1 Nov 2026', 'Accepted'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByText('Substation')).toBeInTheDocument();
  });
});

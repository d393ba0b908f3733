import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_FILTER_TEXTS as T } from '@smms/shared';
import { json, mockFetch, calledUrls } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { renderRoute } from '@/test/render-route';
import { ListToolbar, OFFICER_PARAM, TABLE_TEXTS, useListParams } from '.';

const ASHA = makeUser({
  id: 7,
  role: 'FIELD_OFFICER',
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '9811100007',
});
const RAVI = makeUser({
  id: 8,
  role: 'FIELD_OFFICER',
  firstName: 'Ravi',
  lastName: 'Kumar',
  phone: '9811100008',
});

function Meters() {
  const list = useListParams<'officerId'>({ filters: [OFFICER_PARAM] });
  return <ListToolbar list={list} filters={[]} officer="Meters" />;
}

describe('the field officer filter of a list', () => {
  it("searches the view's officers, keeps the chosen one's id in the URL, and its chip removes it", async () => {
    const spy = mockFetch((url) => {
      if (url.includes('/users/7')) return json(200, { success: true, data: ASHA });
      const q = new URL(url, 'http://x').searchParams.get('q');
      const officers = q ? [ASHA, RAVI].filter((o) => o.firstName.includes(q)) : [ASHA, RAVI];
      return json(200, { success: true, data: officers, fieldOfficers: officers, total: officers.length });
    });
    const { params } = renderRoute(<Meters />);
    await userEvent.click(screen.getByRole('button', { name: T.officerLabel }));
    await userEvent.type(screen.getByRole('searchbox', { name: T.searchOfficers }), 'Asha');
    const asha = await screen.findByRole('button', { name: 'Asha Verma (9811100007)' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ravi/ })).not.toBeInTheDocument());
    expect(calledUrls(spy).some((u) => u.includes('view=Meters') && u.includes('q=Asha'))).toBe(true);
    await userEvent.click(asha);
    await waitFor(() => expect(params().get(OFFICER_PARAM)).toBe('7'));

    const chip = `${T.officerChip}: Asha Verma (9811100007)`;
    expect(await screen.findByText(chip)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TABLE_TEXTS.removeChip(chip) }));
    await waitFor(() => expect(params().get(OFFICER_PARAM)).toBeNull());
  });
});

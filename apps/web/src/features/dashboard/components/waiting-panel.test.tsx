import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { WAITING_PANEL_TEXTS as T, type WaitingResponse } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { WaitingPanel } from './waiting-panel';

/** The waits table's rows open their lists (issue 41): the name what waits, the overdue count what is overdue. */
function serve(rows: WaitingResponse['data']['rows']) {
  return mockFetch((url) => {
    const by = new URL(url, 'http://test').searchParams.get('by') ?? 'division';
    return json(200, {
      success: true,
      data: { step: 'recommended', by, targetDays: 1, groups: rows.length, rows, trend: [] },
    });
  });
}
const row = (key: string | null, waiting: number, overdue: number) => ({
  key,
  name: key,
  waiting,
  medianHours: 30,
  p90Hours: 50,
  overdue,
});

describe('WaitingPanel', () => {
  it('links each area to the list of its step, and its overdue count to that list’s Overdue', async () => {
    serve([row('Agra Urban I', 12, 3), row('Mathura', 4, 0), row(null, 2, 1)]);
    renderRoute(<WaitingPanel role="BI_SUPER_ADMIN" view="Meters" />);
    const agra = await screen.findByRole('link', { name: T.openWaiting('Agra Urban I', '12') });
    expect(agra).toHaveAttribute('href', '/superadmin/tech-support?step=recommended&division=Agra+Urban+I');
    expect(screen.getByRole('link', { name: T.openOverdue('Agra Urban I', '3') })).toHaveAttribute(
      'href',
      '/superadmin/tech-support?step=recommended&division=Agra+Urban+I&sla=overdue&sort=stepSince&order=asc',
    );
    // No overdue: nothing to open; no division: no filter can name it.
    const mathura = screen.getByRole('row', { name: /Mathura/ });
    expect(within(mathura).getAllByRole('link')).toHaveLength(1);
    const unnamed = screen.getByRole('row', { name: new RegExp(T.unnamed) });
    expect(within(unnamed).queryAllByRole('link')).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  METER_LIST_PAGES,
  meterPageStage,
  PAGES,
  WAITING_GROUPS,
  WAITING_STEPS,
  waitingListSpec,
  type ConsoleRole,
  type View,
  type WaitingResponse,
} from '@smms/shared';
import { addMeter, addModem } from '../../test/fixtures.js';
import { world, type World } from '../../test/world.js';

/**
 * Each row of the dashboard's waits table opens a list (issue 41, shared waitingListSpec) whose total is the
 * row's count, and its overdue count opens that list's Overdue filter: for each role, view, step and grouping,
 * through the API, on both databases. The installations spread over two circles, three divisions, two officers
 * and every step, some long past their targets.
 */
type Cast = 'bi' | 'ae' | 'officer' | 'other';
let w: World<Cast>;
const BOTH = 'Meters,Modems' as const;

/** The list call a console page makes, by the page's path. */
function listCall(role: ConsoleRole, view: View, page: string): string {
  if (page === PAGES.techSupport) return '/api/v1/meters/pending-with-tech-support';
  if (view === 'Meters')
    return `/api/v1/meters?stage=${meterPageStage(role, METER_LIST_PAGES[page as keyof typeof METER_LIST_PAGES])}`;
  const modems: Record<string, string> = {
    [PAGES.modemsInstalled]: 'all',
    [PAGES.modemsCommissioned]: 'commissioned',
    [PAGES.modemsCommissionRejected]: 'rejected',
  };
  return `/api/v1/modem/${modems[page]}`;
}

beforeAll(async () => {
  w = await world({
    bi: { role: 'BI_ADMIN', accessLevel: BOTH },
    ae: { role: 'AE_ADMIN', accessLevel: BOTH },
    officer: { role: 'FIELD_OFFICER', createdBy: 'ae', accessLevel: BOTH },
    other: { role: 'FIELD_OFFICER', accessLevel: BOTH },
  });
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
  const steps = [
    {},
    { communicationStatus: 'LIVE' as const },
    { communicationStatus: 'LIVE' as const, techSupportStatus: 'APPROVED' },
    { techSupportStatus: 'REJECTED' },
    { commissionStatus: 'Rejected' as const },
    { communicationStatus: 'LIVE' as const, commissionStatus: 'Approved' as const },
  ];
  const areas = [
    { circle: 'Agra', division: 'Agra Urban I' },
    { circle: 'Agra', division: 'Agra Rural' },
    { circle: 'Mathura', division: 'Mathura' },
  ];
  let n = 0;
  for (const step of steps)
    for (const area of areas)
      for (const officer of [w.people.officer.id, w.people.other.id]) {
        n += 1;
        // Every third long past any target (30 days), the rest within it (an hour).
        const values = {
          ...step,
          ...area,
          fieldOfficerId: officer,
          stepSince: daysAgo(n % 3 === 0 ? 30 : 0.04),
        };
        await addMeter(w.db, values);
        await addModem(w.db, values);
      }
});
afterAll(() => w.close());

describe('the waits table’s rows open their lists', () => {
  it('each row’s count is its list’s total, and its overdue count the list’s Overdue total', async () => {
    let checked = 0;
    let overdueSeen = 0;
    for (const [as, role] of [
      ['superadmin', 'BI_SUPER_ADMIN'],
      ['bi', 'BI_ADMIN'],
      ['ae', 'AE_ADMIN'],
    ] as const)
      for (const view of ['Meters', 'Modems'] as const)
        for (const step of WAITING_STEPS)
          for (const by of WAITING_GROUPS) {
            const waits = await w.call(as, {
              method: 'GET',
              url: `/api/v1/dashboard/waiting?view=${view}&step=${step}&by=${by}`,
            });
            expect(waits.statusCode, waits.body).toBe(200);
            const { rows } = (waits.json() as WaitingResponse).data;
            for (const row of rows)
              for (const overdue of [false, true]) {
                const spec = waitingListSpec(role, view, step, by, row.key, overdue);
                const at = `${role} ${view} ${step} by ${by} ${row.key}${overdue ? ' overdue' : ''}`;
                if (!spec) {
                  expect(by === 'officer' && role === 'BI_ADMIN', at).toBe(true);
                  continue;
                }
                const url = `${listCall(role, view, spec.page)}&${new URLSearchParams(spec.query)}`.replace(
                  /(\/[\w-]+)&/,
                  '$1?',
                );
                const list = await w.call(as, { method: 'GET', url });
                expect(list.statusCode, `${at}: ${list.body}`).toBe(200);
                expect((list.json() as { total: number }).total, at).toBe(
                  overdue ? row.overdue : row.waiting,
                );
                checked += 1;
                if (overdue && row.overdue > 0) overdueSeen += 1;
              }
          }
    // Every row of every table, and its overdue count: for each view and step, the super admin's 2 circles,
    // 3 divisions and 2 officers, the BI_ADMIN's areas (its lists have no officer filter), the AE_ADMIN's areas
    // and its one officer.
    expect(checked).toBe(2 * 2 * WAITING_STEPS.length * (7 + 5 + 6));
    expect(overdueSeen).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  METER_DETAIL_TEXTS,
  OFFICER_METERS_LABELS,
  OFFICER_METERS_TEXTS as T,
  STATE_WORDS,
} from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { makeMeter, meterPage } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import { OfficerMetersList } from './officer-meters-list';

const ROWS = [
  makeMeter({ id: 1, meterSno: 'SM1', commissionStatus: 'Approved', status: 'COMMISSIONED' }),
  makeMeter({ id: 2, meterSno: 'SM2', commissionStatus: 'Pending', communicationStatus: 'Offline' }),
];
const back = { to: '/list-of-officers', label: 'Field Officers' };

function serve({ officerExists = true } = {}) {
  return mockFetch((url) => {
    if (!officerExists) return json(404, { success: false, message: 'Field officer not found' });
    if (url.includes('/users/7'))
      return json(200, { success: true, data: { firstName: 'Amit', lastName: 'Gupta' } });
    if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
    const one = /\/meters\/(\d+)$/.exec(url);
    if (one) return json(200, { success: true, data: ROWS.find((m) => m.id === Number(one[1])) });
    return json(200, meterPage(ROWS));
  });
}

const show = (path = '/list', officerName?: string) =>
  renderRoute(<OfficerMetersList officerId={7} officerName={officerName} back={back} />, path);

const cell = (meterSno: string, column: string) => {
  const table = screen.getByRole('table', { name: OFFICER_METERS_LABELS.metersTable });
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === column);
  const row = within(table).getByText(meterSno).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[index];
};

describe('OfficerMetersList', () => {
  it("asks for the officer's meters with the page's filter and shows its Status words", async () => {
    const spy = serve();
    show('/list?officerStatus=Approved', 'Amit Gupta');
    expect(await screen.findByRole('heading', { name: T.title('Amit Gupta') })).toBeInTheDocument();
    await screen.findByText('SM1');
    expect(cell('SM1', 'Status')).toHaveTextContent(STATE_WORDS.accepted);
    expect(cell('SM2', 'Status')).toHaveTextContent(STATE_WORDS.installed);
    const list = calledUrls(spy).find((u) => u.includes('/meters/field-officer/7'));
    expect(Object.fromEntries(new URL(list as string, 'http://x').searchParams)).toEqual({
      officerStatus: 'Approved',
      page: '1',
      pageSize: '50',
      sort: 'installedOn',
      order: 'desc',
    });
    expect(calledUrls(spy).some((u) => u.includes('/users/7'))).toBe(false);
  });

  it('names the officer from the server on a bookmark, and edits a meter from the row menu', async () => {
    const user = userEvent.setup();
    serve();
    show();
    expect(await screen.findByRole('heading', { name: T.title('Amit Gupta') })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Actions for meter SM2' }));
    await user.click(screen.getByRole('menuitem', { name: T.edit }));
    const dialog = await screen.findByRole('dialog', { name: METER_DETAIL_TEXTS.title('SM2') });
    expect(within(dialog).getByRole('button', { name: METER_DETAIL_TEXTS.save })).toBeInTheDocument();
  });

  it('says there is no such officer when the server knows none', async () => {
    serve({ officerExists: false });
    show();
    expect(await screen.findByRole('heading', { name: T.noOfficer })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back.label })).toHaveAttribute('href', back.to);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPARISON_FIELD_LABELS as L,
  DATA_COMPARISON_TEXTS as T,
  type ComparisonResponse,
  type DiscomValues,
} from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { DataComparison } from './data-comparison';
import { PHONE_QUERY } from '@/lib/use-media-query';

const discomData: DiscomValues = {
  dtrNo: 'DTR-AGR-00042',
  substation: 'Kamla Nagar 33/11 KV',
  district: 'Agra Urban I',
  edc: 'DVVNL',
  capacity: '100 KVA',
  region: 'West',
  status: 'Active',
};
const meterData: DiscomValues = { ...discomData, region: null, status: null };

const answer = (overrides: Partial<ComparisonResponse> = {}): ComparisonResponse => ({
  success: true,
  match: true,
  discomData,
  meterData,
  differences: [],
  commissioned: false,
  ...overrides,
});

const show = (dtrSno: string | null = 'DTR-AGR-00042') =>
  renderRoute(<DataComparison meter={{ id: 42, dtrSno }} />);
const region = () => screen.getByRole('region', { name: T.label });
const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

describe('DataComparison', () => {
  it('asks for the meter and its DTR, then shows the seven fields side by side', async () => {
    const spy = mockFetch(() => json(200, answer()));
    show();
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(T.loading)).toBeInTheDocument();

    expect(await screen.findByText(T.allMatch)).toBeInTheDocument();
    expect(calledUrls(spy)).toEqual([
      '/api/v1/meters-data/compare-with-discom?meterId=42&dtrNo=DTR-AGR-00042',
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      T.field,
      T.discom,
      T.meter,
      T.result,
    ]);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'DTR Number',
      'Substation Name',
      'District/Division',
      'EDC/Organization',
      'Capacity',
      'Region',
      'Status',
    ]);
    expect(row(L.capacity)).toHaveTextContent(`100 KVA100 KVA${T.matches}`);
    expect(row(L.region)).toHaveTextContent(`West${T.empty}${T.notCompared}`);
    expect(screen.queryByText(T.differs)).not.toBeInTheDocument();
    expect(screen.queryByText(T.commissioned)).not.toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-busy', 'false');
  });

  it('marks each differing row in words as well as colour, and counts them', async () => {
    mockFetch(() =>
      json(
        200,
        answer({
          match: false,
          meterData: { ...meterData, substation: 'Kamla Ngr', capacity: '63 KVA' },
          differences: ['substation', 'capacity'],
        }),
      ),
    );
    show();
    expect(await screen.findByText(T.fieldsDiffer(2))).toHaveTextContent('2 fields differ');
    for (const label of [L.substation, L.capacity]) {
      expect(within(row(label)).getByText(T.differs)).toBeInTheDocument();
      expect(row(label)).toHaveClass('bg-red-50');
    }
    expect(row(L.capacity)).toHaveTextContent('100 KVA63 KVA');
    expect(within(row(L.dtrNo)).getByText(T.matches)).toBeInTheDocument();
    expect(row(L.dtrNo)).not.toHaveClass('bg-red-50');
  });

  it('stacks the fields on a phone: each its name and result, then the Discom and meter values labelled', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === PHONE_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      mockFetch(() =>
        json(
          200,
          answer({
            match: false,
            meterData: { ...meterData, capacity: '63 KVA' },
            differences: ['capacity'],
          }),
        ),
      );
      show();
      const list = await screen.findByRole('list', { name: T.label });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(7);
      const capacity = items.find((i) => i.textContent?.startsWith(L.capacity)) as HTMLElement;
      expect(capacity).toHaveTextContent(`${L.capacity}${T.differs}${T.discom}100 KVA${T.meter}63 KVA`);
      expect(capacity).toHaveAttribute('data-differs', 'true');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says when the meter was commissioned automatically because its data matched', async () => {
    mockFetch(() => json(200, answer({ commissioned: true })));
    show();
    expect(await screen.findByText(T.commissioned)).toBeInTheDocument();
  });

  it('asks nothing and says so when the meter has no DTR number', () => {
    const spy = mockFetch(() => json(200, answer()));
    show('  ');
    expect(screen.getByRole('status')).toHaveTextContent('No DTR number available for comparison');
    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(spy).not.toHaveBeenCalled();
  });

  it('says when the DTR is not in the master, without a Retry', async () => {
    mockFetch(() => json(404, { success: false, message: T.notInMaster('DTR-AGR-00042') }));
    show();
    expect(
      await screen.findByText('DTR DTR-AGR-00042 is not in the Discom reference data'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.retry })).not.toBeInTheDocument();
  });

  it('says "Failed to fetch comparison data" on failure, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch(() => (fail ? json(403, { success: false, message: 'no' }) : json(200, answer())));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch comparison data');
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText(T.allMatch)).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMMISSION_WORDS,
  CONFLICT,
  labelState,
  METER_COLUMNS,
  METER_LIFECYCLE,
  METER_DETAIL_LABELS as L,
  WAITING_COLUMN,
  REVIEW_RECORD_TEXTS,
  STATE_WORDS,
  type Meter,
  type ReviewEvent,
} from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { makeMeter } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import { MeterDetailsDialog } from './meter-details-dialog';
import { formatDateTime } from '@/lib/format-date';

function open(meter: Meter, options: { techSupport?: boolean; canEdit?: boolean } = {}) {
  return renderRoute(<MeterDetailsDialog meter={meter} onClose={() => {}} {...options} />);
}

const serve = (meter: Meter) =>
  mockFetch((url) =>
    url.endsWith(`/meters/${meter.id}`) ? json(200, { success: true, data: meter }) : json(404, {}),
  );

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('MeterDetailsDialog', () => {
  it('lists the fields of SPEC §2.5 in order under "Meter Details - {serial}"', async () => {
    const meter = makeMeter();
    serve(meter);
    open(meter);
    const dialog = await screen.findByRole('dialog', { name: 'Meter Details - SM24000042' });
    const labels = within(dialog)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual([
      L.meterSno,
      L.dtrSno,
      L.communicationStatus,
      L.installedOn,
      L.lastCommunicatedAt,
      L.feederName,
      L.feederNumber,
      L.substationName,
      L.substationNumber,
      L.section,
      L.subDivision,
      L.division,
      L.circle,
      L.organization,
      METER_COLUMNS.status,
      L.commissionStatus,
      WAITING_COLUMN,
      L.fieldOfficer,
    ]);
    expect(valueOf('Field Officer')).toHaveTextContent('Amit Gupta (9876500007)');
    // Issue 41: how long it has waited, in which step, since when (a live meter with no recommendation).
    expect(valueOf(WAITING_COLUMN)).toHaveTextContent(
      new RegExp(`^\\d+ d · Live, awaiting recommendation since ${formatDateTime(meter.stepSince)}$`),
    );
    // The list's Status word and the dialog agree on what this meter is called.
    expect(valueOf(METER_COLUMNS.status)).toHaveTextContent(
      STATE_WORDS[labelState('meterList', meter.status)],
    );
    // An instant, like Last Communicated: the date-time in the utility's zone.
    expect(valueOf('Installed On')).toHaveTextContent(formatDateTime(meter.installedOn));
  });

  it('adds Tech Support Status and Comments (the note, then the review record) on the rejected list', async () => {
    const meter = makeMeter({
      commissionStatus: 'Rejected',
      techSupportStatus: 'REJECTED',
      comments: 'Seal broken',
    });
    const decision: ReviewEvent = {
      id: 1,
      kind: 'decision',
      at: '2026-11-20T10:15:00.000Z',
      actorId: 1,
      actorRole: 'BI_SUPER_ADMIN',
      actorName: 'Super Admin',
      from: 'Pending',
      to: 'Rejected',
      category: 'TECHNICAL',
      comment: 'Seal missing on the photo',
      rule: null,
      photoFaults: null,
    };
    mockFetch((url) =>
      url.endsWith(`/meters/${meter.id}`)
        ? json(200, { success: true, data: meter })
        : url.endsWith(`/meters/${meter.id}/review-record`)
          ? json(200, { success: true, data: [decision] })
          : json(404, {}),
    );
    open(meter, { techSupport: true });
    await screen.findByRole('dialog');
    const labels = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels.slice(-2)).toEqual([L.techSupportStatus, L.comments]);
    expect(valueOf(L.comments)).toHaveTextContent('Seal broken');
    const record = await within(valueOf(L.comments)).findByRole('list', { name: REVIEW_RECORD_TEXTS.label });
    expect(record).toHaveTextContent(`Super Admin${REVIEW_RECORD_TEXTS.kind.decision}Rejected`);
    expect(record).toHaveTextContent('Seal missing on the photo');
  });

  it('shows N/A for missing values, Invalid Date for bad dates and the default badges', async () => {
    const meter = makeMeter({
      dtrSno: null,
      organization: '',
      lastCommunicatedAt: null,
      installedOn: 'not-a-date',
      communicationStatus: '' as Meter['communicationStatus'],
      commissionStatus: '' as Meter['commissionStatus'],
      fieldOfficerName: null,
      fieldOfficerLastName: null,
      fieldOfficerPhone: null,
    });
    serve(meter);
    open(meter);
    await screen.findByRole('dialog');
    expect(valueOf(L.dtrSno)).toHaveTextContent('N/A');
    expect(valueOf(L.organization)).toHaveTextContent('N/A');
    expect(valueOf(L.lastCommunicatedAt)).toHaveTextContent('N/A');
    expect(valueOf(L.installedOn)).toHaveTextContent('Invalid Date');
    expect(valueOf(L.fieldOfficer)).toHaveTextContent('N/A');
    expect(valueOf(WAITING_COLUMN)).toHaveTextContent('N/A');
    expect(within(valueOf(L.communicationStatus)).getByText('Offline')).toHaveAttribute('data-tone', 'grey');
    expect(within(valueOf(L.commissionStatus)).getByText(COMMISSION_WORDS.Pending)).toHaveAttribute(
      'data-tone',
      'yellow',
    );
  });

  it.each([
    ['Approved', 'green'],
    ['Rejected', 'red'],
    ['Pending', 'yellow'],
  ] as const)('colours a %s commission status %s', async (status, tone) => {
    const meter = makeMeter({ commissionStatus: status });
    serve(meter);
    open(meter);
    await screen.findByRole('dialog');
    expect(within(valueOf(L.commissionStatus)).getByText(COMMISSION_WORDS[status])).toHaveAttribute(
      'data-tone',
      tone,
    );
    expect(within(valueOf(L.communicationStatus)).getByText('LIVE')).toHaveAttribute('data-tone', 'green');
  });

  it('says the empty slots in one line, a placeholder for a broken photo, and enlarges a photo', async () => {
    const user = userEvent.setup();
    const meter = makeMeter({
      photo1: '/api/v1/meters/42/photos/1?v=1',
      photo3: '/api/v1/meters/42/photos/3?v=1',
    });
    serve(meter);
    open(meter);
    await screen.findByRole('heading', { name: 'Meter Photos' });
    expect(screen.getByText('2 of 4 photos: slots 2 and 4 empty')).toBeInTheDocument();

    fireEvent.error(screen.getByAltText('Meter photo 3 of SM24000042'));
    expect(screen.getByText('Photo unavailable')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Meter photo 1 of SM24000042' }));
    const large = await screen.findByRole('dialog', { name: 'Meter photo 1 of SM24000042' });
    expect(within(large).getByRole('img', { name: 'Meter photo 1 of SM24000042' })).toBeInTheDocument();
  });

  it('offers Edit only to editors', async () => {
    const meter = makeMeter();
    serve(meter);
    open(meter);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('sends the version read; on a stale version shows the message and reloads the meter', async () => {
    const user = userEvent.setup();
    let current = makeMeter();
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
      if (init.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        if (bodies.length === 1) return json(409, { success: false, message: CONFLICT.staleVersion });
        current = { ...current, feederName: 'Mandi Feeder 2', version: current.version + 1 };
        return json(200, { success: true, data: current });
      }
      return json(200, { success: true, data: current });
    });
    open(current, { canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const feeder = screen.getByLabelText(L.feederName);
    await user.clear(feeder);
    await user.type(feeder, 'Mandi Feeder 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(CONFLICT.staleVersion)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ version: 1, feederName: 'Mandi Feeder 2' });

    current = { ...current, dtrSno: 'DTR-NEW', version: 2 };
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(L.dtrSno)).toHaveValue('DTR-NEW'));
    expect(screen.queryByText(CONFLICT.staleVersion)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(L.feederName));
    await user.type(screen.getByLabelText(L.feederName), 'Mandi Feeder 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Meter updated successfully')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ version: 2, feederName: 'Mandi Feeder 2' });
    expect(await screen.findByText('Mandi Feeder 2', { selector: 'dd' })).toBeInTheDocument();
  });

  it('requires a meter number', async () => {
    const user = userEvent.setup();
    const meter = makeMeter();
    const spy = serve(meter);
    open(meter, { canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText(/Meter S\.No/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Meter number is required')).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says when an edit sent an approved meter back to review, and shows a refused number at its field', async () => {
    const user = userEvent.setup();
    let current = makeMeter({ commissionStatus: 'Approved' });
    mockFetch((url, init) => {
      if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
      if (init.method !== 'PUT') return json(200, { success: true, data: current });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if ('meterSno' in body)
        return json(400, {
          success: false,
          message: METER_LIFECYCLE.identityLocked,
          errors: { meterSno: METER_LIFECYCLE.identityLocked },
        });
      current = { ...current, ...body, commissionStatus: 'Pending', version: current.version + 1 };
      return json(200, {
        success: true,
        data: current,
        message: METER_LIFECYCLE.evidenceChanged('Approved'),
      });
    });
    open(current, { canEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const number = screen.getByLabelText(/Meter S\.No/);
    await user.clear(number);
    await user.type(number, 'SM-OTHER');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // At the field: the number is marked invalid and says why.
    await waitFor(() =>
      expect(screen.getByLabelText(/Meter S\.No/)).toHaveAccessibleDescription(
        METER_LIFECYCLE.identityLocked,
      ),
    );
    expect(screen.getByLabelText(/Meter S\.No/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/Meter S\.No/));
    await user.type(screen.getByLabelText(/Meter S\.No/), current.meterSno);
    await user.clear(screen.getByLabelText(L.dtrSno));
    await user.type(screen.getByLabelText(L.dtrSno), 'DTR-MOVED-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(METER_LIFECYCLE.evidenceChanged('Approved'))).toBeInTheDocument();
  });
});

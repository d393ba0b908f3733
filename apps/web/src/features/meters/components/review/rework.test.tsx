import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTO_COMMISSION_TEXTS as U,
  PHOTO_FAULT_TEXTS as P,
  REVIEW_TEXTS as R,
  REWORK_TEXTS as T,
  type Meter,
} from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { makeMeter } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import { MeterDetailsDialog } from '../meter-details-dialog';
import { useReviewDecision } from './use-review-decision';

/** The details dialog as a list wires it for a user who may reopen and revoke. */
function Harness({ meter }: { meter: Meter }) {
  const decision = useReviewDecision();
  return (
    <>
      <MeterDetailsDialog meter={meter} onClose={() => {}} rework={decision} />
      {decision.dialog}
    </>
  );
}

/**
 * Serves the meter and its empty record; answers a commission change, or an undo (`undoStatus`, 200 unless
 * said), with the meter as changed.
 */
function serve(meter: Meter, undoStatus = 200) {
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (url.endsWith(`/meters/${meter.id}/undo-auto-commission`)) {
      sent.push(JSON.parse(String(init.body)));
      if (undoStatus !== 200) return json(undoStatus, { success: false, message: 'stale' });
      const undone = { commissionStatus: 'Pending', autoCommissioned: false, version: meter.version + 1 };
      return json(200, { success: true, data: { ...meter, ...undone } });
    }
    if (url.endsWith(`/meters/${meter.id}/commission-status`)) {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return json(200, { success: true, data: { ...meter, ...body, version: meter.version + 1 } });
    }
    if (url.endsWith('/flags')) return json(200, { success: true, data: [] });
    if (url.endsWith('/review-record')) return json(200, { success: true, data: [] });
    if (url.endsWith(`/meters/${meter.id}`)) return json(200, { success: true, data: meter });
    return json(200, { success: true, data: [] });
  });
  return sent;
}

describe('reopen and revoke from a meter’s details', () => {
  it('reopens a rejected meter only with what was fixed', async () => {
    const user = userEvent.setup();
    const meter = makeMeter({ commissionStatus: 'Rejected' });
    const sent = serve(meter);
    renderRoute(<Harness meter={meter} />);
    expect(screen.queryByRole('button', { name: T.revoke })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: T.reopen }));
    const dialog = screen.getByRole('dialog', { name: T.reopenTitle(R.oneMeter(meter.meterSno)) });
    await user.click(within(dialog).getByRole('button', { name: T.reopen }));
    expect(within(dialog).getByText(T.fixedRequired)).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(new RegExp(T.fixed)), 'Seal replaced, photo retaken');
    await user.click(within(dialog).getByRole('button', { name: T.reopen }));
    expect(await screen.findByText(T.reopened(meter.meterSno))).toBeInTheDocument();
    expect(sent).toEqual([
      { version: meter.version, commissionStatus: 'Pending', comment: 'Seal replaced, photo retaken' },
    ]);
  });

  it('revokes an approval with a category and a comment; a Pending meter offers neither', async () => {
    const user = userEvent.setup();
    const meter = makeMeter({ commissionStatus: 'Approved' });
    const sent = serve(meter);
    const { unmount } = renderRoute(<Harness meter={meter} />);
    expect(screen.queryByRole('button', { name: T.reopen })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: T.revoke }));
    const dialog = screen.getByRole('dialog', { name: R.rejectTitle(R.oneMeter(meter.meterSno)) });
    await user.selectOptions(within(dialog).getByLabelText(new RegExp(R.category)), 'location');
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${R.comment}`)),
      'Installed at the wrong address',
    );
    await user.click(within(dialog).getByRole('button', { name: R.reject }));
    expect(await screen.findByText(T.revoked(meter.meterSno))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        version: meter.version,
        commissionStatus: 'Rejected',
        rejectionCategory: 'location',
        comment: 'Installed at the wrong address',
      },
    ]);
    unmount();

    const pending = makeMeter({ commissionStatus: 'Pending' });
    serve(pending);
    renderRoute(<Harness meter={pending} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: T.reopen })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.revoke })).not.toBeInTheDocument();
  });
});

describe('naming the photos at fault in a rejection (issue 42)', () => {
  it('offers each of the meter’s photos, and sends only those named, with why', async () => {
    const user = userEvent.setup();
    const photos = [1, 2, 3].map((slot) => ({ slot, url: `/api/v1/meters/41/photos/${slot}?v=3` }));
    const meter = makeMeter({ commissionStatus: 'Approved', photos });
    const sent = serve(meter);
    renderRoute(<Harness meter={meter} />);
    await user.click(await screen.findByRole('button', { name: T.revoke }));
    const dialog = screen.getByRole('dialog', { name: R.rejectTitle(R.oneMeter(meter.meterSno)) });
    const named = within(dialog).getByRole('group', { name: P.legend });
    expect(
      within(named)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(photos.map((photo) => P.photo(photo.slot)));
    await user.selectOptions(within(named).getByRole('combobox', { name: P.select(3) }), 'seal-not-visible');
    await user.selectOptions(within(named).getByRole('combobox', { name: P.select(1) }), 'blurred');
    // A choice taken back names nothing.
    await user.selectOptions(within(named).getByRole('combobox', { name: P.select(1) }), '');
    await user.selectOptions(within(dialog).getByLabelText(new RegExp(R.category)), 'documentation');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${R.comment}`)), 'Seal not in the photo');
    await user.click(within(dialog).getByRole('button', { name: R.reject }));
    expect(await screen.findByText(T.revoked(meter.meterSno))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        version: meter.version,
        commissionStatus: 'Rejected',
        rejectionCategory: 'documentation',
        comment: 'Seal not in the photo',
        photoFaults: [{ slot: 3, fault: 'seal-not-visible' }],
      },
    ]);
  });

  it('offers no photo choice for a meter without photos', async () => {
    const user = userEvent.setup();
    const meter = makeMeter({ commissionStatus: 'Approved' });
    serve(meter);
    renderRoute(<Harness meter={meter} />);
    await user.click(await screen.findByRole('button', { name: T.revoke }));
    expect(screen.queryByRole('group', { name: P.legend })).not.toBeInTheDocument();
  });
});

describe('undoing an automatic approval from a meter’s details', () => {
  it('is offered only on an approval of the rule’s, and sends why with the version seen', async () => {
    const user = userEvent.setup();
    const meter = makeMeter({ commissionStatus: 'Approved', autoCommissioned: true });
    const sent = serve(meter);
    renderRoute(<Harness meter={meter} />);
    await user.click(await screen.findByRole('button', { name: U.undo }));
    const dialog = screen.getByRole('dialog', { name: U.undoTitle(R.oneMeter(meter.meterSno)) });
    expect(within(dialog).getByText(U.undoBody)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: U.undo }));
    expect(within(dialog).getByText(U.undoReasonRequired)).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(new RegExp(U.undoReason)), 'Pole number differs');
    await user.click(within(dialog).getByRole('button', { name: U.undo }));
    expect(await screen.findByText(U.undone(meter.meterSno))).toBeInTheDocument();
    expect(sent).toEqual([{ version: meter.version, comment: 'Pole number differs' }]);
  });

  it('says so when someone changed the meter first (409)', async () => {
    const user = userEvent.setup();
    const meter = makeMeter({ commissionStatus: 'Approved', autoCommissioned: true });
    serve(meter, 409);
    renderRoute(<Harness meter={meter} />);
    await user.click(await screen.findByRole('button', { name: U.undo }));
    const dialog = screen.getByRole('dialog', { name: U.undoTitle(R.oneMeter(meter.meterSno)) });
    await user.type(within(dialog).getByLabelText(new RegExp(U.undoReason)), 'Pole number differs');
    await user.click(within(dialog).getByRole('button', { name: U.undo }));
    expect(await screen.findByText(R.stale)).toBeInTheDocument();
  });

  it('is not offered on a person’s approval', async () => {
    const meter = makeMeter({ commissionStatus: 'Approved', autoCommissioned: false });
    serve(meter);
    renderRoute(<Harness meter={meter} />);
    expect(await screen.findByRole('button', { name: T.revoke })).toBeVisible();
    expect(screen.queryByRole('button', { name: U.undo })).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RECOMMENDATION_WORDS,
  REJECTION_CATEGORY_LABELS,
  REVIEW_NAV_TEXTS as N,
  REVIEW_RECORD_TEXTS as T,
  REVIEW_TEXTS as R,
  type Meter,
  type ReviewEvent,
} from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { makeMeter } from '@/test/meters';
import { renderRoute } from '@/test/render-route';
import { MeterDetailsDialog } from '../meter-details-dialog';
import { useReviewDecision } from './use-review-decision';

const recommendation: ReviewEvent = {
  id: 7,
  kind: 'recommendation',
  at: '2026-11-20T10:15:00.000Z',
  actorId: 4,
  actorRole: 'BI_ADMIN',
  actorName: 'Bina Admin',
  from: null,
  to: 'REJECTED',
  category: 'location',
  comment: 'GPS is 2 km off',
  rule: null,
  photoFaults: null,
};

function Decider({ meter }: { meter: Meter }) {
  const decision = useReviewDecision();
  return (
    <>
      <MeterDetailsDialog
        meter={meter}
        onClose={() => {}}
        comparison="open"
        techSupport
        review={{ approve: decision.approve, reject: decision.reject }}
      />
      {decision.dialog}
    </>
  );
}

function serve(meter: Meter, events: ReviewEvent[]) {
  mockFetch((url) =>
    url.endsWith(`/meters/${meter.id}`)
      ? json(200, { success: true, data: meter })
      : url.endsWith(`/meters/${meter.id}/review-record`)
        ? json(200, { success: true, data: events })
        : json(404, {}),
  );
}

const header = () => screen.getByRole('region', { name: T.header });

describe('The decision header', () => {
  it('shows the recommendation on every tab, and Reject starts from the recommended category and comment', async () => {
    const meter = makeMeter({ commissionStatus: 'Pending', techSupportStatus: 'REJECTED' });
    serve(meter, [recommendation]);
    const user = userEvent.setup();
    renderRoute(<Decider meter={meter} />);
    await screen.findByRole('dialog');
    // The comparison tab is where the super admin starts: the recommendation is there.
    expect(screen.getByRole('tab', { name: N.compare })).toHaveAttribute('aria-selected', 'true');
    expect(await within(header()).findByText(T.recommendedBy('Bina Admin'))).toBeInTheDocument();
    expect(header()).toHaveTextContent(RECOMMENDATION_WORDS.reject);
    expect(header()).toHaveTextContent('GPS is 2 km off');
    await user.click(screen.getByRole('tab', { name: N.history }));
    expect(header()).toHaveTextContent('GPS is 2 km off');

    await user.keyboard('r');
    const reject = await screen.findByRole('dialog', { name: R.rejectTitle(R.oneMeter(meter.meterSno)) });
    expect(within(reject).getByRole('combobox', { name: new RegExp(R.category) })).toHaveDisplayValue(
      REJECTION_CATEGORY_LABELS.location,
    );
    const comment = within(reject).getByRole('textbox', { name: new RegExp(R.comment) });
    expect(comment).toHaveValue('GPS is 2 km off');
    await user.clear(comment);
    await user.type(comment, 'Edited');
    expect(comment).toHaveValue('Edited');
  });

  it('says when no recommendation stands, and Reject starts empty', async () => {
    // A recommendation set aside by a reopen: the record keeps it, the verdict is gone.
    const meter = makeMeter({ commissionStatus: 'Pending', techSupportStatus: null });
    serve(meter, [recommendation]);
    const user = userEvent.setup();
    renderRoute(<Decider meter={meter} />);
    await screen.findByRole('dialog');
    expect(await within(header()).findByText(T.noRecommendation)).toBeInTheDocument();
    expect(header()).toHaveTextContent(RECOMMENDATION_WORDS.none);
    await user.keyboard('r');
    const reject = await screen.findByRole('dialog', { name: R.rejectTitle(R.oneMeter(meter.meterSno)) });
    expect(within(reject).getByRole('textbox', { name: new RegExp(R.comment) })).toHaveValue('');
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { REVIEW_TARGETS_DEFAULT, SLA_WORDS } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { WaitingCell } from './waiting-cell';

const DAY = 86_400_000;
const live = {
  commissionStatus: 'Pending',
  communicationStatus: 'LIVE',
  techSupportStatus: null,
  circle: 'Agra',
};
const since = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The review targets as the server has them: live within 2 working days, Agra's within 10. */
function serveTargets() {
  mockFetch(() =>
    json(200, {
      success: true,
      data: {
        ...REVIEW_TARGETS_DEFAULT,
        circles: { Agra: { live: 10 } },
        version: 1,
        updatedAt: null,
        updatedBy: null,
      },
    }),
  );
}

describe('the Waiting cell’s SLA', () => {
  it('says Overdue past the target of the installation’s circle, and nothing while on time', async () => {
    serveTargets();
    renderRoute(
      <ul>
        <li data-testid="late">
          <WaitingCell installation={{ ...live, circle: 'Mathura', stepSince: since(20) }} />
        </li>
        <li data-testid="own-target">
          <WaitingCell installation={{ ...live, stepSince: since(5) }} />
        </li>
        <li data-testid="accepted">
          <WaitingCell installation={{ ...live, commissionStatus: 'Approved', stepSince: since(40) }} />
        </li>
      </ul>,
    );
    expect(await screen.findByText(SLA_WORDS.overdue)).toBeVisible();
    expect(screen.getByTestId('late')).toHaveTextContent(`20 d`);
    expect(screen.getByTestId('own-target')).not.toHaveTextContent(/Overdue|Due soon/);
    expect(screen.getByTestId('accepted')).toHaveTextContent('N/A');
    expect(screen.getAllByText(SLA_WORDS.overdue)).toHaveLength(1);
  });
});

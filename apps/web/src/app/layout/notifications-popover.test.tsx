import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER_LABELS, NOTIFICATION_LABELS } from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { NOTIFICATIONS, NotificationsPopover } from './notifications-popover';

describe('NotificationsPopover', () => {
  it('lists what awaits the user, each linking to its list with the filters it counted', async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      json(200, {
        success: true,
        data: [
          {
            key: 'awaiting-decision',
            count: 12,
            label: NOTIFICATION_LABELS.awaitingDecision,
            page: 'tech-support',
            query: { recommendation: 'approve' },
          },
          // Part of the list above (issues 41, 42): listed, but not counted twice in the badge.
          {
            key: 'overdue-review',
            count: 3,
            label: NOTIFICATION_LABELS.overdueReview,
            page: 'tech-support',
            query: { sla: 'overdue' },
            overdue: true,
          },
          {
            key: 'flagged-decision',
            count: 2,
            label: NOTIFICATION_LABELS.flaggedDecision,
            page: 'tech-support',
            query: { flag: 'any' },
            flagged: true,
          },
        ],
      }),
    );
    const { router } = renderRoute(<NotificationsPopover role="BI_SUPER_ADMIN" view="Meters" />);
    await user.click(await screen.findByRole('button', { name: HEADER_LABELS.bell(12) }));
    expect(
      await screen.findByRole('link', { name: new RegExp(`3 ${NOTIFICATION_LABELS.overdueReview}`) }),
    ).toHaveAttribute('href', '/superadmin/tech-support?sla=overdue');
    expect(
      await screen.findByRole('link', { name: new RegExp(`2 ${NOTIFICATION_LABELS.flaggedDecision}`) }),
    ).toHaveAttribute('href', '/superadmin/tech-support?flag=any');
    const link = await screen.findByRole('link', {
      name: new RegExp(`12 ${NOTIFICATION_LABELS.awaitingDecision}`),
    });
    await user.click(link);
    expect(router.state.location.pathname).toBe('/superadmin/tech-support');
    expect(new URLSearchParams(router.state.location.search).get('recommendation')).toBe('approve');
  });

  it('says so when there is nothing', async () => {
    const user = userEvent.setup();
    mockFetch(() => json(200, { success: true, data: [] }));
    renderRoute(<NotificationsPopover role="AE_ADMIN" view="Meters" />);
    await user.click(screen.getByRole('button', { name: NOTIFICATIONS.label }));
    expect(await screen.findByText(NOTIFICATIONS.empty)).toBeInTheDocument();
  });

  it('shows the exact count up to 9,999, then 9,999+ and speaks the exact one', async () => {
    const notification = (count: number) => ({
      key: 'rejected',
      count,
      label: NOTIFICATION_LABELS.modemsRejectedAwaitingFix,
      page: 'modems-commission-rejected',
    });
    const spy = mockFetch(() => json(200, { success: true, data: [notification(1234), notification(8765)] }));
    renderRoute(<NotificationsPopover role="AE_ADMIN" view="Modems" />);
    // Two items: the badge is their sum, written out as every count is.
    const bell = await screen.findByRole('button', { name: 'Notifications 9,999' });
    expect(bell).toHaveTextContent('9,999');
    expect(calledUrls(spy).some((url) => url.endsWith('/notifications?view=Modems'))).toBe(true);
  });

  it('caps the badge at 9,999+, the spoken name keeping the exact count', async () => {
    mockFetch(() =>
      json(200, {
        success: true,
        data: [
          {
            key: 'rejected',
            count: 10000,
            label: NOTIFICATION_LABELS.rejectedAwaitingFix,
            page: 'commission-rejected',
          },
        ],
      }),
    );
    renderRoute(<NotificationsPopover role="AE_ADMIN" view="Meters" />);
    const bell = await screen.findByRole('button', { name: 'Notifications 9,999+ (10,000 in all)' });
    expect(bell).toHaveTextContent('9,999+');
  });
});

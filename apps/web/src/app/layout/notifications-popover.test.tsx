import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER_LABELS, NOTIFICATION_LABELS } from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { NOTIFICATIONS, NotificationsPopover } from './notifications-popover';

afterEach(() => vi.unstubAllGlobals());

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
            query: { review: 'Pending Review' },
          },
        ],
      }),
    );
    const { router } = renderRoute(<NotificationsPopover role="BI_SUPER_ADMIN" view="Meters" />);
    await user.click(await screen.findByRole('button', { name: HEADER_LABELS.bell(12) }));
    const link = await screen.findByRole('link', {
      name: new RegExp(`12 ${NOTIFICATION_LABELS.awaitingDecision}`),
    });
    await user.click(link);
    expect(router.state.location.pathname).toBe('/superadmin/tech-support');
    expect(new URLSearchParams(router.state.location.search).get('review')).toBe('Pending Review');
  });

  it('says so when there is nothing', async () => {
    const user = userEvent.setup();
    mockFetch(() => json(200, { success: true, data: [] }));
    renderRoute(<NotificationsPopover role="AE_ADMIN" view="Meters" />);
    await user.click(screen.getByRole('button', { name: NOTIFICATIONS.label }));
    expect(await screen.findByText(NOTIFICATIONS.empty)).toBeInTheDocument();
  });

  it('shows the true count, and speaks the exact one when the badge abbreviates it', async () => {
    const spy = mockFetch(() =>
      json(200, {
        success: true,
        data: [
          {
            key: 'rejected',
            count: 1234,
            label: NOTIFICATION_LABELS.modemsRejectedAwaitingFix,
            page: 'modems-commission-rejected',
          },
        ],
      }),
    );
    renderRoute(<NotificationsPopover role="AE_ADMIN" view="Modems" />);
    const bell = await screen.findByRole('button', { name: 'Notifications 1.2k (1234 in all)' });
    // The name holds the text the badge shows (WCAG 2.5.3).
    expect(bell).toHaveTextContent('1.2k');
    expect(calledUrls(spy).some((url) => url.endsWith('/notifications?view=Modems'))).toBe(true);
  });
});

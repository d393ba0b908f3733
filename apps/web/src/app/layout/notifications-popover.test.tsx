import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_LABELS } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
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
    const { router } = renderRoute(<NotificationsPopover role="BI_SUPER_ADMIN" />);
    await user.click(screen.getByRole('button', { name: NOTIFICATIONS.label }));
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
    renderRoute(<NotificationsPopover role="AE_ADMIN" />);
    await user.click(screen.getByRole('button', { name: NOTIFICATIONS.label }));
    expect(await screen.findByText(NOTIFICATIONS.empty)).toBeInTheDocument();
  });
});

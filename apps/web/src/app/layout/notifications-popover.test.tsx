import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { NOTIFICATIONS, NotificationsPopover } from './notifications-popover';

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsPopover', () => {
  it('lists what awaits the user, each linking to its list', async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      json(200, {
        success: true,
        data: [
          { key: 'pending-review', count: 12, label: 'live meters awaiting review', page: 'tech-support' },
        ],
      }),
    );
    const { router } = renderRoute(<NotificationsPopover role="BI_SUPER_ADMIN" />);
    await user.click(screen.getByRole('button', { name: NOTIFICATIONS.label }));
    const link = await screen.findByRole('link', { name: /12 live meters awaiting review/ });
    await user.click(link);
    expect(router.state.location.pathname).toBe('/superadmin/tech-support');
  });

  it('says so when there is nothing', async () => {
    const user = userEvent.setup();
    mockFetch(() => json(200, { success: true, data: [] }));
    renderRoute(<NotificationsPopover role="AE_ADMIN" />);
    await user.click(screen.getByRole('button', { name: NOTIFICATIONS.label }));
    expect(await screen.findByText(NOTIFICATIONS.empty)).toBeInTheDocument();
  });
});

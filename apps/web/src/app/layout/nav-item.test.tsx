import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NAV_LABELS, SLA_NAV } from '@smms/shared';
import { renderRoute } from '@/test/render-route';
import { SidebarLink } from './nav-item';
import { navItemsFor } from './nav-items';

describe('the sidebar’s overdue counts (issue 41)', () => {
  const items = navItemsFor('BI_ADMIN', 'Meters', { 'meters-commissioned': 12 });
  const queue = items.find((item) => item.label === NAV_LABELS.pendingMetersReview);

  it('puts a list’s overdue count beside it, and none beside the others', () => {
    expect(queue?.overdue).toBe(12);
    expect(items.filter((item) => item.overdue !== undefined)).toHaveLength(1);
  });

  it('shows the count and speaks it with the list’s name, open or collapsed to icons', () => {
    if (!queue) throw new Error('no Pending Meters Review entry');
    const name = `${NAV_LABELS.pendingMetersReview}, ${SLA_NAV.overdue(12)}`;
    const { unmount } = renderRoute(<SidebarLink item={queue} collapsed={false} />);
    expect(screen.getByRole('link', { name })).toHaveTextContent('12');
    unmount();
    renderRoute(<SidebarLink item={queue} collapsed />);
    expect(screen.getByRole('link', { name })).toHaveAttribute(
      'title',
      `${NAV_LABELS.pendingMetersReview} (${SLA_NAV.overdue(12)})`,
    );
  });
});

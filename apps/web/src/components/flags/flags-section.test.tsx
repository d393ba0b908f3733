import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLAGS_TEXTS as T, type Flag } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { FlagsSection } from './flags-section';

const THIS = (slot: number) => `/api/v1/meters/7/photos/${slot}?v=3`;

function show(flags: Flag[] | 'fails') {
  mockFetch((url) =>
    !url.endsWith('/meters/7/flags')
      ? json(404, {})
      : flags === 'fails'
        ? json(403, { success: false, message: 'Forbidden' })
        : json(200, { success: true, data: flags }),
  );
  return renderRoute(
    <FlagsSection path="/meters/7/flags" queryKey={['flags', 7]} photoOf={THIS} />,
    '/superadmin/tech-support',
    '/superadmin/tech-support',
  );
}

const match: Flag = {
  code: 'photo-match',
  related: {
    kind: 'meter',
    id: 9,
    serial: 'SM0009',
    inView: true,
    photos: [{ slot: 2, url: '/api/v1/meters/9/photos/2?v=1' }],
  },
  foundAt: '2026-11-20T10:15:00.000Z',
  pairs: [{ slot: 1, otherSlot: 2, distance: 2, sameFile: false }],
};

describe('FlagsSection', () => {
  it('shows a photo match in words, both photos side by side and a link to the other meter', async () => {
    const user = userEvent.setup();
    const { router } = show([match]);
    const section = await screen.findByRole('region', { name: `${T.heading} (1)` });
    expect(section).toHaveTextContent(
      'Photo 1 looks like photo 2 of meter SM0009 (2 of 64 fingerprint bits differ)',
    );
    const images = within(section).getAllByRole('img');
    expect(images.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Photo 1 of this installation', THIS(1)],
      ['Photo 2 of meter SM0009', '/api/v1/meters/9/photos/2?v=1'],
    ]);
    await user.click(within(section).getByRole('link', { name: 'Find meter SM0009' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/superadmin/meters-installed?q=SM0009',
    );
  });

  it("names another AE_ADMIN's installation by its kind only, without its photo or a link", async () => {
    show([{ ...match, related: { kind: 'modem', id: 0, serial: '', inView: false, photos: [] } }]);
    const section = await screen.findByRole('region', { name: `${T.heading} (1)` });
    expect(section).toHaveTextContent('Photo 1 looks like photo 2 of a modem outside your area');
    expect(within(section).getAllByRole('img')).toHaveLength(1);
    expect(section).toHaveTextContent(T.notShown);
    expect(within(section).queryByRole('link', { name: /^Find/ })).toBeNull();
  });

  it('shows a meter number written twice in words, with both numbers and the link, without photos', async () => {
    show([
      {
        code: 'same-meter-number',
        related: { kind: 'meter', id: 12, serial: 'SM-0042', inView: true, photos: [] },
        foundAt: '2026-11-20T10:15:00.000Z',
        identity: { value: 'SM0042', otherValue: 'SM-0042' },
      },
    ]);
    const section = await screen.findByRole('region', { name: `${T.heading} (1)` });
    expect(section).toHaveTextContent('Meter number also on another installation');
    expect(section).toHaveTextContent('Meter number SM0042 is also SM-0042 on meter SM-0042');
    expect(within(section).queryAllByRole('img')).toHaveLength(0);
    expect(within(section).getByRole('link', { name: 'Find meter SM-0042' })).toHaveAttribute(
      'href',
      '/superadmin/meters-installed?q=SM-0042',
    );
  });

  it('says how far a meter stands from its DTR, with a link to the meters on it, and how often it was rejected', async () => {
    const user = userEvent.setup();
    const { router } = show([
      {
        code: 'far-from-dtr',
        related: null,
        foundAt: '2026-11-20T10:15:00.000Z',
        dtr: { dtrSno: 'DTR-17', distanceMeters: 3240, meters: 12, limitMeters: 2000 },
      },
      {
        code: 'reworked',
        related: null,
        foundAt: '2026-11-20T10:15:00.000Z',
        rework: { rejections: 3, limit: 2 },
      },
      {
        code: 'outside-area',
        related: null,
        foundAt: '2026-11-20T10:15:00.000Z',
        area: {
          areaKind: 'division',
          area: 'Khair',
          circle: 'Aligarh',
          latitude: 27.5,
          longitude: 77.68,
          within: 'Mathura',
        },
      },
    ]);
    const section = await screen.findByRole('region', { name: `${T.heading} (3)` });
    expect(section).toHaveTextContent(
      'Its coordinates 27.5000, 77.6800 lie outside the outline of division Khair (circle Aligarh), in circle Mathura',
    );
    expect(section).toHaveTextContent(
      'Stands 3.2 km from the middle of the 12 meters on DTR DTR-17 (more than 2.0 km)',
    );
    expect(section).toHaveTextContent('Rejected 3 times, more than the 2 allowed');
    expect(within(section).queryAllByRole('img')).toEqual([]);
    await user.click(within(section).getByRole('link', { name: T.openDtr('DTR-17') }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/superadmin/meters-installed?q=DTR-17',
    );
  });

  it('says when the flags could not be read', async () => {
    show('fails');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
  });
});

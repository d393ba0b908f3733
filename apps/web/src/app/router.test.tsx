import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH, NOT_FOUND_PAGE, type User } from '@smms/shared';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

function signedInAs(user: User | null) {
  return mockFetch((url, init) => {
    if (url.endsWith('/auth/me'))
      return user
        ? json(200, { success: true, user })
        : json(401, { success: false, message: AUTH.notLoggedIn });
    if (url.endsWith('/auth/logout') && init.method === 'POST')
      return json(200, { success: true, message: 'ok' });
    return json(404, { success: false, message: 'Not found' });
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes and guards', () => {
  it('sends an anonymous visitor of a console page to the login page', async () => {
    signedInAs(null);
    const { router } = renderApp('/admin/dashboard');
    expect(await heading(AUTH.welcomeBack)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("sends a user of another role to '/', and from there to their own dashboard", async () => {
    signedInAs(makeUser({ role: 'BI_ADMIN' }));
    const { router } = renderApp('/superadmin/manage-admins');
    expect(await heading('BI Admin Dashboard - Meters')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/biadmin/dashboard');
  });

  it('redirects a bare role prefix to its dashboard', async () => {
    signedInAs(makeUser({ role: 'BI_SUPER_ADMIN' }));
    const { router } = renderApp('/superadmin');
    expect(await heading('BI Super Admin Dashboard - Meters')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin/dashboard');
  });

  it('serves pending-tech-support with the tech support page', async () => {
    signedInAs(makeUser({ role: 'BI_SUPER_ADMIN' }));
    renderApp('/superadmin/pending-tech-support');
    expect(await heading('Tech Support Management')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tech Support Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the not-found page for an unknown path', async () => {
    signedInAs(null);
    renderApp('/no/such/page');
    expect(await heading(NOT_FOUND_PAGE.title)).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_PAGE.code)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_PAGE.home })).toHaveAttribute('href', '/');
  });
});

describe('shell', () => {
  it("lists the role's pages and marks the current one", async () => {
    signedInAs(makeUser());
    renderApp('/admin/meters-installed');
    expect(await heading('Meters Installed')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Meters Installed',
      'Meters Commissioned',
      'Commission Accepted',
      'Commission Rejected',
      'Reports',
      'Map',
      'Field Officers',
      'Rework',
    ]);
    expect(within(nav).getByRole('link', { name: 'Meters Installed' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
  });

  it('switches to the matching page of the other view', async () => {
    signedInAs(makeUser());
    const { router } = renderApp('/admin/commission-done');
    await heading('Commission Accepted');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Modems');
    // Both views name the accepted list alike: the page is known by its path.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/modems-commission-done'));
    // Found and held in one step: the meter page's heading of the same name may leave while the modem page loads.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Commission Accepted' })).toBeInTheDocument(),
    );
    expect(localStorage.getItem('smms.view')).toBe('Modems');
  });

  it('forces a one-view user to that view, without a selector', async () => {
    signedInAs(makeUser({ accessLevel: 'Modems' }));
    const { router } = renderApp('/admin/meters-installed');
    expect(await heading('Modems Installed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/modems-installed');
    expect(screen.queryByRole('combobox', { name: 'View' })).not.toBeInTheDocument();
  });

  it('collapses the sidebar and remembers it', async () => {
    signedInAs(makeUser());
    renderApp('/admin/dashboard');
    await heading('Dashboard - Meters');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('smms.sidebar-collapsed')).toBe('true');
  });

  it('logs out to the login page', async () => {
    const spy = signedInAs(makeUser());
    const { router } = renderApp('/admin/dashboard');
    await heading('Dashboard - Meters');
    spy.mockImplementation((input) =>
      Promise.resolve(
        String(input).endsWith('/auth/me')
          ? json(401, { success: false, message: AUTH.notLoggedIn })
          : json(200, { success: true, message: 'ok' }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await heading(AUTH.welcomeBack)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(
        spy.mock.calls.some(([url, init]) => String(url).endsWith('/auth/logout') && init?.method === 'POST'),
      ).toBe(true),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { PAGES } from '@/config/paths';
import { useView } from '../view-context';
import { ViewProvider } from './view-provider';
import { ViewSelect } from './view-select';

/** A console of a two-view user whose Dashboard and Manage Admins pages load only when the test says so. */
function renderConsole(path: string) {
  const pending: Array<() => void> = [];
  const slowLoader = () => new Promise<null>((resolve) => pending.push(() => resolve(null)));
  const Page = () => <p>on {useLocation().pathname}</p>;
  function Layout() {
    const { view } = useView();
    return (
      <>
        <ViewSelect />
        <output aria-label="view in force">{view}</output>
        <Link to={`/admin/${PAGES.dashboard}`}>Dashboard</Link>
        <Link to={`/admin/${PAGES.manageAdmins}`}>Manage Admins</Link>
        <Outlet />
      </>
    );
  }
  const pages = [PAGES.metersInstalled, PAGES.modemsInstalled, PAGES.modemManageAdmins, PAGES.dtrImport];
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <ViewProvider accessLevel="Meters,Modems">
            <Layout />
          </ViewProvider>
        ),
        children: [
          ...pages.map((page) => ({ path: page, element: <Page /> })),
          ...[PAGES.dashboard, PAGES.manageAdmins].map((page) => ({
            path: page,
            loader: slowLoader,
            element: <Page />,
          })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const finishLoading = () => pending.splice(0).forEach((resolve) => resolve());
  return { router, finishLoading };
}

const viewInForce = () => screen.getByRole('status', { name: 'view in force' });

/**
 * On Meters Installed, the user follows `link` and picks Modems while that page is still loading; then it
 * loads. Answers the path the user ends on.
 */
async function switchWhileOpening(link: string, whilePending?: () => void) {
  localStorage.setItem('smms.view', 'Meters');
  const { router, finishLoading } = renderConsole(`/admin/${PAGES.metersInstalled}`);
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: link }));
  await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Modems');
  whilePending?.();
  finishLoading();
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return router.state.location.pathname;
}

describe('ViewProvider while a page is loading', () => {
  it('keeps the page being opened when it belongs to both views, and remembers the new view', async () => {
    const path = await switchWhileOpening('Dashboard', () =>
      expect(viewInForce()).toHaveTextContent('Modems'),
    );
    expect(path).toBe(`/admin/${PAGES.dashboard}`);
    expect(viewInForce()).toHaveTextContent('Modems');
    expect(localStorage.getItem('smms.view')).toBe('Modems');
  });

  it('switches to the twin of the page being opened, not of the page being left', async () => {
    expect(await switchWhileOpening('Manage Admins')).toBe(`/admin/${PAGES.modemManageAdmins}`);
    expect(viewInForce()).toHaveTextContent('Modems');
    expect(localStorage.getItem('smms.view')).toBe('Modems');
  });
});

describe('ViewProvider on a page without a twin', () => {
  it('goes to the dashboard of the view picked (from the DTR import to the Modems dashboard)', async () => {
    localStorage.setItem('smms.view', 'Meters');
    const { router, finishLoading } = renderConsole(`/admin/${PAGES.dtrImport}`);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'Modems');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    finishLoading();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/${PAGES.dashboard}`));
    expect(viewInForce()).toHaveTextContent('Modems');
    expect(localStorage.getItem('smms.view')).toBe('Modems');
  });
});

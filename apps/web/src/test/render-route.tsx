import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';

/** Renders one element at `path` (with the app's providers), outside the guarded shell. */
export function renderRoute(element: ReactElement, path = '/list', pattern = '/list') {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  /** The current URL's search parameters. */
  const params = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, params };
}

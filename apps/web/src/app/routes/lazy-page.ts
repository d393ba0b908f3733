import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page loads on first visit, so the login screen stays small. */
export const lazyRoute = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

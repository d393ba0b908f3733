import type { ComponentType } from 'react';

/** A route's `lazy` loader: pages load on first visit, so the login screen stays small. */
export const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

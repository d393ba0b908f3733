import type { App } from '../src/app.js';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the built app registers, read from `printRoutes` (the app is built whole by buildApp, so an
 * onRoute hook added afterwards would see nothing). The tree prints each node's path relative to its
 * parent, four columns deeper per level; each route found is checked with `hasRoute`, so a misread tree
 * fails the test instead of hiding a route.
 */
export function registeredRoutes(app: App): RegisteredRoute[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of lines) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    if (!Number.isInteger(depth)) throw new Error(`unexpected route tree line: ${line}`);
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + segment;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) {
      // Checked for the API's own routes: a wildcard route of the docs plugin does not match itself.
      if (url.startsWith('/api/v1/') && !app.hasRoute({ method: method as 'GET', url }))
        throw new Error(`misread route ${method} ${url}`);
      routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('no routes read');
  return routes;
}

import { PAGES, ROLE_PREFIX, roleHome, type ConsoleRole } from '@smms/shared';

/** What the login page is told when a guard sends someone there: the link to come back to. */
export interface LoginState {
  /** The console path (and search) that was asked for while signed out. */
  from?: string;
}

const CONSOLE_PAGES = new Set<string>(Object.values(PAGES));
const ORIGIN = 'http://console.invalid';

/**
 * Where a user lands after signing in: the link they opened, if it is a console page of their own role
 * on this site (path and search); otherwise their dashboard. Anything else (another role's page,
 * another site, a malformed link) is never followed.
 */
export function landingPath(role: ConsoleRole, from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\'))
    return roleHome(role);
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return roleHome(role);
  }
  if (url.origin !== ORIGIN) return roleHome(role);
  const [, prefix, page] = url.pathname.split('/');
  if (`/${prefix}` !== ROLE_PREFIX[role] || !page || !CONSOLE_PAGES.has(page)) return roleHome(role);
  return `${url.pathname}${url.search}`;
}

/** The login state carried by a navigation, whatever shape it arrived in. */
export function loginStateOf(state: unknown): LoginState {
  if (!state || typeof state !== 'object') return {};
  const { from } = state as Record<string, unknown>;
  return { from: typeof from === 'string' ? from : undefined };
}

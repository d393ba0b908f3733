import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleRole } from '@smms/shared';

export const DEMO_PASSWORD = 'Demo@12345';

/** The three sign-ins of the README, one per console role. */
export const DEMO_LOGINS = {
  superadmin: { username: 'superadmin', password: DEMO_PASSWORD, role: 'BI_SUPER_ADMIN' },
  biadmin: { username: 'biadmin', password: DEMO_PASSWORD, role: 'BI_ADMIN' },
  aeadmin: { username: 'aeadmin', password: DEMO_PASSWORD, role: 'AE_ADMIN' },
} as const satisfies Record<string, { username: string; password: string; role: ConsoleRole }>;
export type DemoRole = keyof typeof DEMO_LOGINS;

/**
 * A demo admin no other spec signs in as, for the tests that change preferences (columns shown, page size): they
 * follow the user on the server, so changed for a shared login they would change the lists of every spec running
 * beside them.
 */
export const OWN_PREFERENCES_LOGIN = {
  username: 'biadmin.modems',
  password: DEMO_PASSWORD,
  role: 'BI_ADMIN',
} as const satisfies { username: string; password: string; role: ConsoleRole };
type Login = DemoRole | 'ownPreferences';

// One folder per server port: runs on different ports at once must not overwrite each other's sessions.
export const STATE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.auth',
  process.env.E2E_PORT ?? '8181',
);
export const stateFile = (login: Login) => path.join(STATE_DIR, `${login}.json`);

/**
 * Forgets every console preference of these demo users on the server (columns shown, page size): the specs that
 * check default layouts start from them, whatever earlier specs turned on (preferences follow the user).
 */
export async function resetPreferences(baseURL: string, roles: readonly DemoRole[]) {
  const { request } = await import('@playwright/test');
  for (const role of roles) {
    const client = await request.newContext({ baseURL, storageState: stateFile(role) });
    try {
      const answer = await client.delete('/api/v1/me/preferences', {
        headers: { 'X-Requested-With': 'smms' },
      });
      if (!answer.ok()) throw new Error(`resetting ${role}'s preferences: ${answer.status()}`);
    } finally {
      await client.dispose();
    }
  }
}

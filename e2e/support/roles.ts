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

// One folder per server port: runs on different ports at once must not overwrite each other's sessions.
export const STATE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.auth',
  process.env.E2E_PORT ?? '8181',
);
export const stateFile = (role: DemoRole) => path.join(STATE_DIR, `${role}.json`);

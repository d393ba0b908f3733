import type { ConsoleRole } from '@smms/shared';
import { adminRows, demoPhone } from '../../apps/api/src/db/demo/people.js';
import { DEMO_PASSWORD } from './roles.js';

export interface DemoAdmin {
  username: string;
  password: string;
  role: ConsoleRole;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
}

// Read from the demo generator itself, so the tests and the data the server loads cannot drift apart.
const ADMINS = adminRows('');

/** A demo admin as `npm run demo` creates it. */
export function demoAdmin(username: string): DemoAdmin {
  const row = ADMINS.find((a) => a.username === username);
  if (!row || row.role === 'FIELD_OFFICER') throw new Error(`${username} is not a demo admin`);
  return {
    username,
    password: DEMO_PASSWORD,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? null,
    phone: row.phone,
  };
}

/** The first demo field officer (officer index 0, active); officers sign in with their phone. */
export const DEMO_FIELD_OFFICER = { username: demoPhone(0, 10_000), password: DEMO_PASSWORD } as const;

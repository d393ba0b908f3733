import { request, test, type APIRequestContext } from '@playwright/test';
import type { AdminPage, ConsoleRole, FieldOfficerPage, User } from '@smms/shared';
import { DEMO_PASSWORD, stateFile } from './roles.js';

export interface DemoAdmin {
  username: string;
  password: string;
  role: ConsoleRole;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
}

/**
 * Asks the e2e server as the super admin. The demo people are read from the server that loaded them, so
 * the tests and the demo data cannot drift apart (and the tests need nothing from apps/).
 */
async function asSuperAdmin<T>(ask: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: stateFile('superadmin'),
  });
  try {
    return await ask(api);
  } finally {
    await api.dispose();
  }
}

async function getJson<T>(api: APIRequestContext, path: string, params?: Record<string, string | number>) {
  const response = await api.get(`/api/v1${path}`, { params });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A demo admin as `npm run demo` creates it, with the demo password. */
export function demoAdmin(username: string): Promise<DemoAdmin> {
  return asSuperAdmin(async (api) => {
    const { user: me } = await getJson<{ user: User }>(api, '/auth/me');
    const lists = ['/users/admin/list', '/users/bi-admin/list'];
    const admins =
      me.username === username
        ? [me]
        : (await Promise.all(lists.map((path) => getJson<AdminPage>(api, path, { q: username })))).flatMap(
            (page) => page.data,
          );
    const admin = admins.find((a) => a.username === username);
    if (!admin || admin.role === 'FIELD_OFFICER') throw new Error(`${username} is not a demo admin`);
    const { firstName, lastName, email, phone } = admin;
    return { username, password: DEMO_PASSWORD, role: admin.role, firstName, lastName, email, phone };
  });
}

/** An active demo field officer's sign-in; officers sign in with their phone. */
export function demoFieldOfficer(): Promise<{ username: string; password: string }> {
  return asSuperAdmin(async (api) => {
    const query = { status: 'Active', sort: 'id', order: 'asc', pageSize: 1 };
    const [officer] = (await getJson<FieldOfficerPage>(api, '/users/field-officers/list', query)).data;
    if (!officer) throw new Error('the demo has no active field officer');
    return { username: officer.phone, password: DEMO_PASSWORD };
  });
}

/**
 * A BI admin of the Meters view made for one test (a second reviewer beside the demo's biadmin, whose other
 * Meters BI admin is inactive): its sign-in and its name.
 */
export function newBiAdmin(
  firstName: string,
  lastName: string,
): Promise<{ username: string; password: string; name: string }> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `bi.${tag}`;
  const password = 'Review#Pass-2026';
  return asSuperAdmin(async (api) => {
    const response = await api.post('/api/v1/users', {
      headers: { 'X-Requested-With': 'smms' },
      data: {
        role: 'BI_ADMIN',
        firstName,
        lastName,
        username,
        password,
        phone: `9${String(Date.now() % 1e9).padStart(9, '0')}`,
        email: `${username}@dvvnl.example`,
        accessLevel: 'Meters',
      },
    });
    if (!response.ok()) throw new Error(`POST /users: ${response.status()} ${await response.text()}`);
    return { username, password, name: `${firstName} ${lastName}` };
  });
}

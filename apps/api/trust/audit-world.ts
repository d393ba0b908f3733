import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import sharp from 'sharp';
import { hashPassword } from '../src/lib/password.js';
import { addAreaPath, addUser } from '../src/test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, type TestApp } from '../src/test/test-app.js';

/** A secret no log line, audit row or error answer may hold: marked so a leak is unmistakable. */
export const canary = (what: string) => `Canary#${what}-${randomBytes(6).toString('hex')}`;

/**
 * The app of the audit trust test, with every log line it writes (LOG_LEVEL=trace), every answer it
 * gave, and every secret that went through it: passwords, OTP codes, reset, session and bearer tokens.
 */
export interface AuditWorld {
  t: TestApp;
  logLines: string[];
  answers: Response[];
  secrets: Set<string>;
  call(options: InjectOptions & { url: string }): Promise<Response>;
  /** Signs in through the API; answers the cookie header, its token remembered as a secret. */
  signIn(username: string, password: string): Promise<{ cookie: string; token: string }>;
  cookies: Record<'superadmin' | 'ae' | 'bi' | 'officer', string>;
  ids: { ae: number; bi: number; officer: number };
  passwords: { ae: string; bi: string; officer: string };
  png: Buffer;
}

export async function auditWorld(): Promise<AuditWorld> {
  const logLines: string[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: 'trace', RATE_LIMIT_PER_MINUTE: '100000' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  const answers: Response[] = [];
  const secrets = new Set<string>([ADMIN_PASSWORD]);
  const call = async (options: InjectOptions & { url: string }) => {
    const response = await t.app.inject({ ...options, headers: { ...CONSOLE, ...options.headers } });
    answers.push(response);
    for (const c of response.cookies) if (c.value) secrets.add(c.value);
    const body = response.headers['content-type']?.toString().startsWith('application/json')
      ? (response.json() as { token?: unknown; resetToken?: unknown })
      : {};
    for (const token of [body.token, body.resetToken]) if (typeof token === 'string') secrets.add(token);
    return response;
  };
  const signIn = async (username: string, password: string) => {
    secrets.add(password);
    const response = await call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${username}: ${response.body}`);
    const cookie = response.cookies.find((c) => c.name.endsWith('smms_session'));
    if (!cookie) throw new Error('no session cookie');
    return { cookie: `${cookie.name}=${cookie.value}`, token: (response.json() as { token: string }).token };
  };
  const db = t.app.dbHandle.db;
  await addAreaPath(db, ['Agra', 'Agra Urban I', 'SD-1', 'Section A']);
  const passwords = { ae: canary('ae'), bi: canary('bi'), officer: canary('officer') };
  for (const p of Object.values(passwords)) secrets.add(p);
  const ae = await addUser(db, {
    username: 'ae.audit',
    role: 'AE_ADMIN',
    accessLevel: 'Meters,Modems',
    passwordHash: await hashPassword(passwords.ae),
  });
  const bi = await addUser(db, {
    username: 'bi.audit',
    role: 'BI_ADMIN',
    accessLevel: 'Meters,Modems',
    passwordHash: await hashPassword(passwords.bi),
  });
  const officer = await addUser(db, {
    username: 'officer.audit',
    role: 'FIELD_OFFICER',
    accessLevel: 'Meters,Modems',
    createdBy: ae.id,
    passwordHash: await hashPassword(passwords.officer),
  });
  const cookies = {
    superadmin: (await signIn('superadmin', ADMIN_PASSWORD)).cookie,
    ae: (await signIn('ae.audit', passwords.ae)).cookie,
    bi: (await signIn('bi.audit', passwords.bi)).cookie,
    officer: (await signIn('officer.audit', passwords.officer)).cookie,
  };
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  return {
    t,
    logLines,
    answers,
    secrets,
    call,
    signIn,
    cookies,
    ids: { ae: ae.id, bi: bi.id, officer: officer.id },
    passwords,
    png,
  };
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lib/audit.js';
import { addUser } from '../../test/fixtures.js';
import { CONSOLE, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, headers: CONSOLE, payload });

/** The OTP entries of one account, oldest first: action and the reason of a refusal. */
async function otpEntries(userId: number) {
  const rows = await t.app.dbHandle.db
    .selectFrom('activities')
    .select(['action', sql<string | null>`details ->> 'reason'`.as('reason')])
    .where('actorId', '=', userId)
    .where('action', 'in', [ACTIONS.otpSent, ACTIONS.otpVerified, ACTIONS.otpFailed])
    .orderBy('id')
    .execute();
  return rows.map((r) => (r.reason ? `${r.action}:${r.reason}` : r.action));
}

async function sentOtp(phone: string): Promise<string> {
  const code = (await t.outbox())
    .filter((m) => m.to === phone)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP sent to ${phone}`);
  return code;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OTP checks in the audit log', () => {
  it('records a send, a wrong code, the right code and a reused code, one entry each', async () => {
    const user = await addUser(t.app.dbHandle.db, { username: 'otp.audit', role: 'BI_ADMIN' });
    expect((await post('otp', { username: 'otp.audit' })).statusCode).toBe(200);
    const otp = await sentOtp(user.phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await post('validate-otp', { username: 'otp.audit', otp: wrong })).statusCode).toBe(400);
    expect((await post('validate-otp', { username: 'otp.audit', otp })).statusCode).toBe(200);
    expect((await post('validate-otp', { username: 'otp.audit', otp })).statusCode).toBe(400);
    expect(await otpEntries(user.id)).toEqual([
      ACTIONS.otpSent,
      ACTIONS.otpFailed,
      ACTIONS.otpVerified,
      `${ACTIONS.otpFailed}:used`,
    ]);
  });

  it('records a check refused because the tries are spent, before the code is read', async () => {
    const user = await addUser(t.app.dbHandle.db, { username: 'otp.spent', role: 'BI_ADMIN' });
    await post('otp', { username: 'otp.spent' });
    const otp = await sentOtp(user.phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await post('validate-otp', { username: 'otp.spent', otp: wrong });
    expect((await post('validate-otp', { username: 'otp.spent', otp })).statusCode).toBe(429);
    expect(await otpEntries(user.id)).toEqual([
      ACTIONS.otpSent,
      ...Array<string>(5).fill(ACTIONS.otpFailed),
      `${ACTIONS.otpFailed}:tooManyTries`,
    ]);
  });

  it('records the right code refused because it expired', async () => {
    const user = await addUser(t.app.dbHandle.db, { username: 'otp.late', role: 'BI_ADMIN' });
    await post('otp', { username: 'otp.late' });
    const otp = await sentOtp(user.phone);
    await sql`update otps set expires_at = now() - interval '1 minute' where user_id = ${user.id}`.execute(
      t.app.dbHandle.db,
    );
    expect((await post('validate-otp', { username: 'otp.late', otp })).statusCode).toBe(400);
    expect(await otpEntries(user.id)).toEqual([ACTIONS.otpSent, `${ACTIONS.otpFailed}:expired`]);
  });
});

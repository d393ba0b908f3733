import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@smms/shared';
import { ACTIONS } from '../../lib/audit.js';
import { addUser } from '../../test/fixtures.js';
import { CONSOLE, createTestApp, type TestApp } from '../../test/test-app.js';
import type { SmsMessage, SmsProvider } from './sms.js';

/**
 * A gateway the test answers for: while `holding`, each text waits for `answer` to be called, with an error
 * or without; otherwise it is taken at once.
 */
function heldGateway() {
  const held: { message: SmsMessage; answer: (error?: Error) => void }[] = [];
  let arrived = () => {};
  const gate = { holding: true };
  const provider: SmsProvider = {
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        held.push({ message, answer: (error) => (error ? reject(error) : resolve()) });
        if (!gate.holding) resolve();
        arrived();
      }),
  };
  /** Resolves once `count` texts have reached the gateway. */
  const reached = (count: number) =>
    new Promise<void>((resolve) => {
      arrived = () => held.length >= count && resolve();
      arrived();
    });
  return { provider, held, reached, gate };
}

const gateway = heldGateway();
let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({}, { sms: gateway.provider });
});
afterAll(() => t.close());

const askOtp = (payload: object) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/otp',
    headers: CONSOLE,
    payload,
    remoteAddress: `10.6.0.${address}`,
  });
};
const answerOf = (response: Awaited<ReturnType<typeof askOtp>>) => ({
  status: response.statusCode,
  body: response.json() as unknown,
});
const sent = { status: 200, body: { success: true, message: AUTH.otpSent } };

async function deliveryEntries(userId: number) {
  const rows = await t.app.dbHandle.db
    .selectFrom('activities')
    .select(['action', sql<string | null>`details ->> 'reason'`.as('reason')])
    .where('actorId', '=', userId)
    .where('action', 'in', [ACTIONS.otpSent, ACTIONS.otpNotDelivered])
    .orderBy('id')
    .execute();
  return rows.map((r) => (r.reason ? `${r.action}:${r.reason}` : r.action));
}

describe('OTP texts are sent after the answer (a slow or failing SMS gateway tells nothing)', () => {
  it('answers a real account while its text is still at the gateway, as it answers an unknown one', async () => {
    const user = await addUser(t.app.dbHandle.db, { username: 'held.text', role: 'BI_ADMIN' });
    const reached = gateway.reached(gateway.held.length + 1);
    // Answered although the gateway has not answered yet: an awaited gateway would hang this call.
    expect(answerOf(await askOtp({ username: 'held.text' }))).toEqual(sent);
    expect(answerOf(await askOtp({ username: 'no.such.person' }))).toEqual(sent);
    await reached;
    const text = gateway.held.at(-1)!;
    expect(text.message.to).toBe(user.phone);
    expect(await deliveryEntries(user.id)).toEqual([]);
    text.answer();
    await t.app.background.idle();
    expect(await deliveryEntries(user.id)).toEqual([ACTIONS.otpSent]);
  });

  it('records a text the gateway refused in the audit log, and the answer was the same', async () => {
    const user = await addUser(t.app.dbHandle.db, { username: 'refused.text', role: 'BI_ADMIN' });
    const reached = gateway.reached(gateway.held.length + 1);
    expect(answerOf(await askOtp({ phone: user.phone }))).toEqual(sent);
    await reached;
    gateway.held.at(-1)!.answer(new Error('SMS gateway answered 503'));
    await t.app.background.idle();
    expect(await deliveryEntries(user.id)).toEqual([`${ACTIONS.otpNotDelivered}:SMS gateway answered 503`]);
  });

  it('texts one OTP when the same account is asked for by username and by phone at once', async () => {
    const user = await addUser(t.app.dbHandle.db, { username: 'twice.asked', role: 'BI_ADMIN' });
    const before = gateway.held.length;
    gateway.gate.holding = false;
    const answers = await Promise.all([askOtp({ username: 'twice.asked' }), askOtp({ phone: user.phone })]);
    expect(answers.map(answerOf)).toEqual([sent, sent]);
    await t.app.background.idle();
    expect(gateway.held.slice(before).map((h) => h.message.to)).toEqual([user.phone]);
    const issued = await t.app.dbHandle.db
      .selectFrom('otps')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(issued).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../src/lib/audit.js';
import { auditSteps, lastId } from './audit-steps.js';
import { auditWorld, canary, type AuditWorld } from './audit-world.js';
import { formulaCells, hostileUploads } from './upload-export-checks.js';
import { addMeter } from '../src/test/fixtures.js';
import { multipart } from '../src/test/multipart.js';
import { figure, recordFigures } from './figures.js';

/**
 * Issue 13, items 7 and 8. Every audited action driven through the API once writes exactly its entry; a
 * LOG CANARY: with the log at trace, no password, OTP code, reset token, session token or Authorization
 * header that went through the server is in any log line, audit row or error answer; hostile uploads are
 * never stored as sent and an export's formula cells are neutralised.
 */
let w: AuditWorld;

beforeAll(async () => {
  w = await auditWorld();
});
afterAll(() => w.t.close());

const AREA = 'audit';
/** Actions whose call is refused by design (the entry records the refusal). */
const REFUSALS = new Set<string>([
  ACTIONS.loginFailed,
  ACTIONS.loginThrottled,
  ACTIONS.otpFailed,
  ACTIONS.currentPasswordFailed,
]);

describe('audit log: every audited action', () => {
  it('writes exactly its entry, once, for each action the issue names', async () => {
    const db = w.t.app.dbHandle.db;
    const failures: string[] = [];
    let missing = 0;
    let unexpected = 0;
    const checked = new Set<string>();
    for (const step of auditSteps(w)) {
      await step.setup?.();
      const from = await lastId(w);
      const answer = await step.run();
      // An OTP's text, and its entry, come after the answer.
      await w.t.app.background.idle();
      const rows = await db
        .selectFrom('activities')
        .select('action')
        .where('id', '>', from)
        .orderBy('id')
        .execute();
      const got = rows.map((r) => r.action);
      const expected = [...step.expect];
      for (const action of got) {
        const at = expected.indexOf(action as (typeof expected)[number]);
        if (at >= 0) expected.splice(at, 1);
        else unexpected += 1;
      }
      missing += expected.length;
      step.expect.forEach((a) => checked.add(a));
      const refusedOk = step.expect.some((a) => REFUSALS.has(a));
      if (
        expected.length > 0 ||
        got.length !== step.expect.length ||
        (answer.statusCode >= 400 && !refusedOk)
      )
        failures.push(
          `${step.name}: ${answer.statusCode} wrote [${got.join(', ')}], wanted [${step.expect.join(', ')}] ${answer.body.slice(0, 200)}`,
        );
    }
    recordFigures(
      figure(AREA, 'audited actions checked', checked.size, '≥ 30'),
      figure(AREA, 'missing audit entries', missing, '= 0'),
      figure(AREA, 'unexpected audit entries', unexpected, '= 0'),
    );
    expect(failures).toEqual([]);
    expect(missing).toBe(0);
    expect(unexpected).toBe(0);
    expect(checked.size).toBeGreaterThanOrEqual(30);
  });
});

describe('uploads and exports', () => {
  it('stores no hostile upload as sent', async () => {
    const results = await hostileUploads(w);
    const storedAsSent = results.filter((r) => r.storedAsSent);
    recordFigures(
      figure(AREA, 'hostile uploads tried', results.length, '≥ 8'),
      figure(AREA, 'hostile uploads stored as sent', storedAsSent.length, '= 0'),
    );
    expect(storedAsSent).toEqual([]);
    expect(results.every((r) => r.status < 500)).toBe(true);
  });

  it('neutralises every exported cell starting with = + - @ tab or CR', async () => {
    const { checked, unneutralised } = await formulaCells(w);
    recordFigures(
      figure(AREA, 'formula cells exported', checked, '≥ 30'),
      figure(AREA, 'formula cells unneutralised', unneutralised.length, '= 0'),
    );
    expect(unneutralised).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});

/** Whether `text` holds `secret`; a 6-digit OTP only as a whole token, not inside a longer number. */
const holds = (text: string, secret: string) =>
  /^\d{6}$/.test(secret) ? new RegExp(`(?<![\\w.])${secret}(?![\\w.])`).test(text) : text.includes(secret);

describe('log canary', () => {
  it('finds no password, OTP, reset token, session token or Authorization header in the logs, the audit log or an error answer', async () => {
    // More secrets through the server, on the ways it could echo them: a bearer session, forged tokens,
    // refused bodies carrying a password, a reset token and an OTP.
    // The field app's sign-in (no console header): its answer carries the token it then sends as Bearer.
    const fieldLogin = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'officer.audit', password: w.passwords.officer },
    });
    const officer = { token: (fieldLogin.json() as { token: string }).token };
    w.secrets.add(officer.token);
    const photo = multipart({}, [{ field: 'file', name: 'p.png', type: 'image/png', bytes: w.png }]);
    const meter = await addMeter(w.t.app.dbHandle.db, { fieldOfficerId: w.ids.officer });
    const upload = await w.call({
      method: 'POST',
      url: `/api/v1/meters/${meter.id}/photos/1`,
      headers: { authorization: `Bearer ${officer.token}`, ...photo.headers },
      payload: photo.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await w.call({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${officer.token}` } });
    const forged = canary('forged');
    w.secrets.add(forged);
    await w.call({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${forged}` } });
    await w.call({ url: '/api/v1/auth/me', headers: { cookie: `smms_session=${forged}` } });
    const refused = canary('refused');
    w.secrets.add(refused);
    await w.call({ method: 'POST', url: '/api/v1/auth/login', payload: { password: refused } });
    await w.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'ae.audit', password: refused.repeat(20) },
    });
    await w.call({
      method: 'POST',
      url: '/api/v1/auth/set-password',
      payload: { resetToken: forged, newPassword: refused },
    });
    await w.call({
      method: 'POST',
      url: '/api/v1/auth/set-password',
      payload: { resetToken: forged, newPassword: 'x' },
    });
    await w.call({
      method: 'POST',
      url: '/api/v1/auth/validate-otp',
      payload: { username: 'ae.audit', otp: refused },
    });
    await w.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"password":"${refused}",`,
    });
    await w.call({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${officer.token}` },
    });

    const rows = await w.t.app.dbHandle.db.selectFrom('activities').selectAll().execute();
    const places = {
      'log line': w.logLines,
      'audit row': rows.map((r) => JSON.stringify(r)),
      'error answer': w.answers
        .filter((a) => a.statusCode >= 400)
        .map((a) => `${JSON.stringify(a.headers)}\n${a.body}`),
    };
    const found: string[] = [];
    for (const secret of w.secrets)
      for (const [place, texts] of Object.entries(places))
        for (const text of texts)
          if (holds(text, secret)) found.push(`${place}: …${secret.slice(-6)} in ${text.slice(0, 300)}`);
    const secretKinds = [...w.secrets];
    recordFigures(
      figure(AREA, 'log lines scanned', w.logLines.length, '≥ 100'),
      figure(AREA, 'secrets traced (passwords, OTPs, tokens)', secretKinds.length, '≥ 15'),
      figure(AREA, 'secrets found in logs, audit rows or errors', found.length, '= 0'),
    );
    expect(found).toEqual([]);
    expect(w.logLines.some((line) => line.includes('"incoming request"'))).toBe(true);
    // The upload path logged its busboy options (headers redacted): the canary went where the leak was.
    expect(w.logLines.some((line) => line.includes('busboyOptions') && line.includes('[redacted]'))).toBe(
      true,
    );
    expect(w.logLines.length).toBeGreaterThanOrEqual(100);
    expect(secretKinds.length).toBeGreaterThanOrEqual(15);
    expect(secretKinds.filter((s) => /^\d{6}$/.test(s)).length).toBeGreaterThanOrEqual(1);
  });
});

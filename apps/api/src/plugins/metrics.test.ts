import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER } from '@smms/shared';
import { addMeter, addUser } from '../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../test/test-app.js';

const TOKEN = 'scrape-7f3a9c2e41d8b6';
let plain: TestApp;
let scraped: TestApp;
beforeAll(async () => {
  // The scraped server's SMS gateway refuses every text.
  const refusing = { send: () => Promise.reject(new Error('SMS gateway answered 503')) };
  // One after the other: two embedded databases starting at once share the thread.
  plain = await createTestApp();
  scraped = await createTestApp({ METRICS_TOKEN: TOKEN }, { sms: refusing });
});
afterAll(() => Promise.all([plain?.close(), scraped?.close()]));

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const answer = await scrape(plain, `Bearer ${TOKEN}`);
    expect([answer.statusCode, answer.json()]).toEqual([
      404,
      { success: false, message: SERVER.routeNotFound },
    ]);
  });

  it('refuses a scraper without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0000000', TOKEN]) {
      const answer = await scrape(scraped, authorization);
      expect([answer.statusCode, answer.json()]).toEqual([
        401,
        { success: false, message: SERVER.metricsToken },
      ]);
    }
  });

  it('gives the process, each answer by route pattern and status, the pools, the dependencies and load shedding', async () => {
    await scraped.app.inject({ url: '/api/v1/health' });
    await scraped.app.inject({ url: '/api/v1/meters/123456' });
    const answer = await scrape(scraped, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(
      /^smms_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status="200"\} 1$/m,
    );
    // The route's pattern, never the id in the URL.
    expect(text).toMatch(/route="\/api\/v1\/meters\/:id",status="401"\} 1$/m);
    expect(text).not.toContain('123456');
    expect(text).toMatch(/^smms_load_shedding 0$/m);
    // Each dependency asked at the scrape: the database and the photo folder answer (no Redis is configured).
    expect(text).toMatch(/^smms_dependency_up\{dependency="database"\} 1$/m);
    expect(text).toMatch(/^smms_dependency_up\{dependency="photos"\} 1$/m);
    expect(text).not.toContain('dependency="redis"');
    if (scraped.app.dbHandle.pool) {
      expect(text).toMatch(/^smms_db_pool_total\{pool="main"\} [1-9]\d*$/m);
      expect(text).toMatch(/^smms_db_pool_waiting\{pool="exports"\} 0$/m);
    } else expect(text).not.toContain('smms_db_pool');
  });

  it('counts the decisions committed and undone, the rows exported and the texts the SMS provider did not take', async () => {
    const count = async (series: RegExp) =>
      Number(series.exec((await scrape(scraped, `Bearer ${TOKEN}`)).body)?.[1] ?? 0);
    const approvals =
      /^smms_review_decisions_total\{installation="meter",to="Approved",by="person"\} (\d+)$/m;
    const failures = /^smms_sms_failures_total (\d+)$/m;
    const undone = /^smms_review_decisions_undone_total\{installation="meter",from="Approved"\} (\d+)$/m;
    const exported = /^smms_export_rows_total (\d+)$/m;
    const before = {
      approved: await count(approvals),
      failed: await count(failures),
      undone: await count(undone),
      exported: await count(exported),
    };

    const db = scraped.app.dbHandle.db;
    const officer = await addUser(db, { username: 'metrics.officer', role: 'FIELD_OFFICER' });
    const meter = await addMeter(db, { fieldOfficerId: officer.id, communicationStatus: 'LIVE' });
    const cookie = await signIn(scraped.app, 'superadmin', ADMIN_PASSWORD);
    const approve = () =>
      scraped.app.inject({
        method: 'PUT',
        url: `/api/v1/meters/${meter.id}/commission-status`,
        headers: { cookie, ...CONSOLE },
        payload: { commissionStatus: 'Approved', version: meter.version },
      });
    expect((await approve()).statusCode).toBe(200);
    // A refused approval (the version is old now) is not counted.
    expect((await approve()).statusCode).toBe(409);
    const undo = await scraped.app.inject({
      method: 'POST',
      url: `/api/v1/meters/${meter.id}/undo-decision`,
      headers: { cookie, ...CONSOLE },
      payload: { version: meter.version + 1 },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const csv = await scraped.app.inject({ url: '/api/v1/meters/export', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n').filter(Boolean).length - 1;
    expect(rows).toBeGreaterThan(0);
    const otp = await scraped.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      headers: CONSOLE,
      payload: { username: 'metrics.officer' },
    });
    expect(otp.statusCode).toBe(200);
    await scraped.outbox();

    expect(await count(approvals)).toBe(before.approved + 1);
    expect(await count(undone)).toBe(before.undone + 1);
    expect(await count(exported)).toBe(before.exported + rows);
    expect(await count(failures)).toBe(before.failed + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT } from '@smms/shared';
import type { Response } from 'light-my-request';
import { addMeter, addModem, FIXTURE_AREA as AREA } from '../src/test/fixtures.js';
import { CONSOLE, type TestApp } from '../src/test/test-app.js';
import { world, type Person } from '../src/test/world.js';
import { figure, recordFigures } from './figures.js';

/**
 * Issue 13, item 5: writes that race. Every request is sent at once (Promise.all over app.inject); on
 * PostgreSQL the pool runs them as truly parallel transactions, on PGlite they interleave between
 * statements. One version of a record is decided once, one username or phone is taken once, one
 * Idempotency-Key registers once.
 */
const REVIEWERS = 50;
const CREATES = 100;

const BOTH_VIEWS = 'Meters,Modems';

let t: TestApp;
let superadmin: string;
let reviewers: string[];
let officerId: number;
let officer: string;

beforeAll(async () => {
  // Approving is the super admin's (DESIGN §5): fifty of them, each signed in with a session of its own.
  const reviewerNames = Array.from({ length: REVIEWERS }, (_, i) => `reviewer.${i}` as const);
  const w = await world<'ae.race' | 'officer.race' | `reviewer.${number}`>(
    {
      'ae.race': { role: 'AE_ADMIN', accessLevel: BOTH_VIEWS },
      'officer.race': { role: 'FIELD_OFFICER', accessLevel: BOTH_VIEWS, createdBy: 'ae.race' },
      ...Object.fromEntries(
        reviewerNames.map((name): [string, Person] => [
          name,
          { role: 'BI_SUPER_ADMIN', accessLevel: BOTH_VIEWS },
        ]),
      ),
    },
    { RATE_LIMIT_PER_MINUTE: '1000000' },
  );
  t = w.t;
  superadmin = await w.cookie('superadmin');
  officer = await w.cookie('officer.race');
  officerId = w.people['officer.race'].id;
  reviewers = [];
  for (const name of reviewerNames) reviewers.push(await w.cookie(name));
});
afterAll(() => t?.close());

const statuses = (answers: Response[]) =>
  answers.reduce<Record<number, number>>(
    (counts, a) => ({ ...counts, [a.statusCode]: (counts[a.statusCode] ?? 0) + 1 }),
    {},
  );
const audits = async (action: string, entityId?: number) => {
  let query = t.app.dbHandle.db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action);
  if (entityId !== undefined) query = query.where('entityId', '=', entityId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** Fifty reviewers approve one version of one meter or modem at once. */
async function approveAtOnce(kind: 'meter' | 'modem', id: number, version: number) {
  const url =
    kind === 'meter' ? `/api/v1/meters/${id}/commission-status` : `/api/v1/modem/${id}/commission-status`;
  const answers = await Promise.all(
    reviewers.map((cookie) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { cookie, ...CONSOLE },
        payload: { commissionStatus: 'Approved', version },
      }),
    ),
  );
  const won = answers.filter((a) => a.statusCode === 200).length;
  const stale = answers.filter(
    (a) => a.statusCode === 409 && a.json().message === CONFLICT.staleVersion,
  ).length;
  return { answers, won, stale };
}

describe('concurrent writes (issue 13, item 5)', () => {
  /** The figures of one approval race: one winner, the rest refused as stale, one audit entry. */
  const recordApprovalRace = (kind: 'meter' | 'modem', won: number, stale: number, entries: number) =>
    recordFigures(
      figure('concurrency', `${kind} approvals that won (${REVIEWERS} at once)`, won, 'exactly 1'),
      {
        area: 'concurrency',
        name: `${kind} approvals refused as stale`,
        value: stale,
        target: `= ${REVIEWERS - 1}`,
        holds: stale === REVIEWERS - 1,
      },
      figure('concurrency', `${kind} approval audit entries`, entries, 'exactly 1'),
    );

  it(`lets exactly one of ${REVIEWERS} reviewers approve one meter version`, async () => {
    const meter = await addMeter(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      commissionStatus: 'Pending',
    });
    const { answers, won, stale } = await approveAtOnce('meter', meter.id, meter.version);
    const entries = await audits('METER_APPROVED', meter.id);
    const after = await t.app.dbHandle.db
      .selectFrom('meters')
      .select(['commissionStatus', 'version', 'comments'])
      .where('id', '=', meter.id)
      .executeTakeFirstOrThrow();
    recordApprovalRace('meter', won, stale, entries);
    expect(statuses(answers)).toEqual({ 200: 1, 409: REVIEWERS - 1 });
    expect(won).toBe(1);
    expect(stale).toBe(REVIEWERS - 1);
    expect(entries).toBe(1);
    expect(after).toMatchObject({ commissionStatus: 'Approved', version: meter.version + 1 });
    // The decision is in the review record once, the winner's; the comments are as they were.
    const recorded = await t.app.dbHandle.db
      .selectFrom('reviewEvents')
      .select(['kind', 'toStatus'])
      .where('installation', '=', 'meter')
      .where('installationId', '=', meter.id)
      .execute();
    expect(recorded).toEqual([{ kind: 'decision', toStatus: 'Approved' }]);
    expect(after.comments).toBe(meter.comments);
  });

  it(`lets exactly one of ${REVIEWERS} reviewers approve one modem version`, async () => {
    const modem = await addModem(t.app.dbHandle.db, {
      fieldOfficerId: officerId,
      commissionStatus: 'Pending',
    });
    const { answers, won, stale } = await approveAtOnce('modem', modem.id, modem.version);
    const entries = await audits('MODEM_APPROVED', modem.id);
    const after = await t.app.dbHandle.db
      .selectFrom('modems')
      .select(['commissionStatus', 'version'])
      .where('id', '=', modem.id)
      .executeTakeFirstOrThrow();
    recordApprovalRace('modem', won, stale, entries);
    expect(statuses(answers)).toEqual({ 200: 1, 409: REVIEWERS - 1 });
    expect(entries).toBe(1);
    expect(after).toMatchObject({ commissionStatus: 'Approved', version: modem.version + 1 });
  });

  it(`creates one admin when ${CREATES} creates with one username race`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CREATES }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: { cookie: superadmin, ...CONSOLE },
          payload: {
            role: 'AE_ADMIN',
            firstName: 'Race',
            lastName: 'Admin',
            username: 'race.admin',
            password: 'Race#Admin-2026-pass',
            phone: String(9_700_000_000 + i),
          },
        }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201).length;
    const refused = answers.filter(
      (a) => a.statusCode === 409 && a.json().message === CONFLICT.username,
    ).length;
    const rows = await t.app.dbHandle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'race.admin')
      .execute();
    recordFigures(
      figure('concurrency', `201s for one username (${CREATES} creates)`, created, 'exactly 1'),
      figure('concurrency', 'rows with that username', rows.length, 'exactly 1'),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: CREATES - 1 });
    expect(refused).toBe(CREATES - 1);
    expect(rows).toHaveLength(1);
  });

  it(`creates one field officer when ${CREATES} creates with one phone race`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CREATES }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: { cookie: superadmin, ...CONSOLE },
          payload: {
            firstName: 'Race',
            lastName: `Officer ${i}`,
            phone: '9812345678',
            circle: AREA[0],
            division: AREA[1],
            subDivision: AREA[2],
            section: AREA[3],
          },
        }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201).length;
    const refused = answers.filter((a) => a.statusCode === 409 && a.json().message === CONFLICT.phone).length;
    const rows = await t.app.dbHandle.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '9812345678')
      .execute();
    recordFigures(
      figure('concurrency', `201s for one phone (${CREATES} creates)`, created, 'exactly 1'),
      figure('concurrency', 'rows with that phone', rows.length, 'exactly 1'),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: CREATES - 1 });
    expect(refused).toBe(CREATES - 1);
    expect(rows).toHaveLength(1);
  });

  it(`registers one meter when ${CREATES} requests with one Idempotency-Key race`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CREATES }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/meters',
          headers: { cookie: officer, ...CONSOLE, 'idempotency-key': 'race-key-1' },
          payload: { meterSno: 'RACE000001', substationName: 'Tajganj' },
        }),
      ),
    );
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.id));
    const replayed = answers.filter((a) => a.headers['idempotency-replayed'] === 'true').length;
    const rows = await t.app.dbHandle.db
      .selectFrom('meters')
      .select('id')
      .where('meterSno', '=', 'RACE000001')
      .execute();
    const entries = rows[0] ? await audits('METER_INSTALLED', rows[0].id) : 0;
    recordFigures(
      figure(
        'concurrency',
        `meter rows for one Idempotency-Key (${CREATES} requests)`,
        rows.length,
        'exactly 1',
      ),
      figure('concurrency', 'distinct meter ids answered', ids.size, 'exactly 1'),
      {
        area: 'concurrency',
        name: 'answers replayed (201, Idempotency-Replayed)',
        value: replayed,
        target: `= ${CREATES - 1}`,
        holds: replayed === CREATES - 1,
      },
    );
    // The key's retries wait for the first and replay its answer: no 409, every answer the same meter.
    expect(statuses(answers)).toEqual({ 201: CREATES });
    expect(ids.size).toBe(1);
    expect(replayed).toBe(CREATES - 1);
    expect(rows).toHaveLength(1);
    expect(entries).toBe(1);
  });
});

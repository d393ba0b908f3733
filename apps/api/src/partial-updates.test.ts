import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, UpdateMeter, UpdateUser, User } from '@smms/shared';
import type { Db } from './db/connection.js';
import { addAreaPath, addMeter, addUser, FIXTURE_PASSWORD } from './test/fixtures.js';
import { CONSOLE, createTestApp, signIn, type TestApp } from './test/test-app.js';

/**
 * STYLE §13, as a property of every update call: whatever single field is sent, with whatever valid
 * value, the record afterwards differs from the record before in that field (and the columns that by
 * rule follow it) and nowhere else. Runs on PGlite, and on PostgreSQL in the PostgreSQL pass.
 */
let t: TestApp;
let db: Db;
let cookies: Record<'superadmin' | 'ae' | 'bi', string>;
let ids: { ae: number; officer: number; admin: number; meter: number };

const RUNS = 40;
const AREA_NAMES = {
  circle: ['Agra', 'Mathura'],
  division: ['Agra Urban I', 'Agra Rural'],
  subDivision: ['SD-1', 'SD-2'],
  section: ['Section A', 'Section B'],
} as const;
const AREA_PATHS = AREA_NAMES.circle.flatMap((c) =>
  AREA_NAMES.division.flatMap((d) =>
    AREA_NAMES.subDivision.flatMap((sd) => AREA_NAMES.section.map((s) => [c, d, sd, s])),
  ),
);
const area = (field: keyof typeof AREA_NAMES) => fc.constantFrom(...AREA_NAMES[field]);
const clearableArea = (field: keyof typeof AREA_NAMES) => fc.oneof(fc.constant(null), area(field));
/** Columns every write moves by itself. */
const BOOKKEEPING = ['updatedAt', 'version'];
/** What a review change moves with the step it moves the installation to (migration 0022's trigger). */
const STEP_CLOCK = ['stepSince', 'previousStepSince'];

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  // People's areas are paths of the area hierarchy. Two circles with the same levels below them make
  // every single-field change of an area among these names a valid path.
  for (const path of AREA_PATHS) await addAreaPath(db, path);
  // Both views: an admin gives only access it has (issue 37), and the access level is one of the fields.
  const ae = await addUser(db, { username: 'prop.ae', role: 'AE_ADMIN', accessLevel: 'Meters,Modems' });
  await addUser(db, { username: 'prop.super', role: 'BI_SUPER_ADMIN' });
  await addUser(db, { username: 'prop.bi', role: 'BI_ADMIN' });
  const officer = await addUser(db, {
    username: 'prop.officer',
    role: 'FIELD_OFFICER',
    createdBy: ae.id,
    alternatePhone: '9123456780',
  });
  const admin = await addUser(db, { username: 'prop.admin', role: 'AE_ADMIN', email: 'a@b.in' });
  const meter = await addMeter(db, {
    fieldOfficerId: officer.id,
    feederNumber: 'F-1',
    substationNumber: 'S-1',
    section: 'Sec',
    subDivision: 'Sub',
    organization: 'DVVNL',
    dtrCapacity: '100 KVA',
    phone: '9000000001',
    comments: 'first visit',
    latitude: 27.1,
    longitude: 78.0,
  });
  ids = { ae: ae.id, officer: officer.id, admin: admin.id, meter: meter.id };
  cookies = {
    superadmin: await signIn(t.app, 'prop.super', FIXTURE_PASSWORD),
    ae: await signIn(t.app, 'prop.ae', FIXTURE_PASSWORD),
    bi: await signIn(t.app, 'prop.bi', FIXTURE_PASSWORD),
  };
});
afterAll(() => t.close());

const meterRow = (id: number) =>
  db.selectFrom('meters').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userRow = (id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The columns whose values differ between two readings of one record. */
function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(before)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort();
}

/**
 * changedColumns of a user. `jsonFields` is the row as the API's User writes it, kept by a trigger (migration
 * 0014): it follows a change of any of User's fields, and is counted as a change of its own only when none of
 * them changed (users.routes.test.ts holds its value to the row's).
 */
function changedUserColumns(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const changed = changedColumns(before, after);
  const followsUser = changed.some((column) => column in User.shape);
  return followsUser ? changed.filter((column) => column !== 'jsonFields') : changed;
}

const put = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, ...CONSOLE }, payload });

/** A short text with spaces around it sometimes, as people type; never blank. */
const text = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((s) => s.trim().length > 0)
  .map((s) => (s.length % 3 === 0 ? ` ${s} ` : s));
const clearableText = fc.oneof(fc.constant(null), fc.constant(''), text);
const phone = fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String);
/** What a value reads as once stored: a clearable text trimmed, blank cleared; a number's -0 as 0. */
const stored = (value: unknown) =>
  typeof value === 'string' ? value.trim() || null : typeof value === 'number' ? value + 0 : value;

describe('PUT /api/v1/meters/:id changes only the field it was sent', () => {
  const generators: Record<string, fc.Arbitrary<unknown>> = {
    meterSno: fc.stringMatching(/^[A-Z0-9]{6,12}$/).map((s) => `PB-${s}`),
    phone: fc.oneof(fc.constant(null), fc.constant(''), phone),
    latitude: fc.oneof(fc.constant(null), fc.double({ min: -90, max: 90, noNaN: true })),
    longitude: fc.oneof(fc.constant(null), fc.double({ min: -180, max: 180, noNaN: true })),
    installedOn: fc
      .date({ min: new Date('2000-01-02T00:00:00Z'), max: new Date(), noInvalidDate: true })
      .map((d) => d.toISOString()),
  };
  const fields = Object.keys(UpdateMeter.shape).filter((key) => key !== 'version');

  it('has a generator for every field the call takes', () => {
    // A new field of UpdateMeter joins the property below: a clearable text by default, else it needs its own.
    for (const field of fields.filter((f) => !generators[f])) {
      const schema = UpdateMeter.shape[field as keyof typeof UpdateMeter.shape];
      expect(schema.safeParse(null).success && schema.safeParse('some text').success, field).toBe(true);
    }
  });

  it('leaves every other column as it was, for any one field and value', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...fields)
          .chain((field) => (generators[field] ?? clearableText).map((value) => ({ field, value }))),
        async ({ field, value }) => {
          const before = await meterRow(ids.meter);
          const response = await put(`/api/v1/meters/${ids.meter}`, cookies.ae, {
            version: before.version,
            [field]: value,
          });
          expect(response.statusCode, response.body).toBe(200);
          const after = await meterRow(ids.meter);
          const expected = field === 'installedOn' ? new Date(value as string).toISOString() : stored(value);
          const got =
            field === 'installedOn' ? new Date(after.installedOn).toISOString() : after[field as 'id'];
          expect(got).toEqual(expected);
          const others = changedColumns(before, after).filter((c) => c !== field && !BOOKKEEPING.includes(c));
          expect(others).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('PUT /api/v1/users/:id changes only the field it was sent', () => {
  const common: Record<string, fc.Arbitrary<unknown>> = {
    firstName: text,
    lastName: text,
    phone,
    alternatePhone: fc.oneof(fc.constant(null), phone),
    email: fc.oneof(fc.constant(null), fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.in$/)),
    isActive: fc.boolean(),
    accessLevel: fc.constantFrom(...ACCESS_LEVELS),
    password: fc.stringMatching(/^[A-Za-z0-9]{10,20}$/).map((s) => `Pw-${s}`),
  };
  const fields = Object.keys(UpdateUser.shape);

  /** Columns that follow a field by rule: an officer's username is its phone (SPEC §3), a password is its hash. */
  const follows = (field: string, role: 'FIELD_OFFICER' | 'AE_ADMIN'): string[] => {
    if (field === 'password') return ['passwordHash'];
    if (field === 'phone' && role === 'FIELD_OFFICER') return ['phone', 'username', 'email'];
    return [field];
  };

  for (const [who, role, generators] of [
    [
      'an AE_ADMIN edits its field officer',
      'FIELD_OFFICER',
      {
        ...common,
        circle: area('circle'),
        division: area('division'),
        subDivision: area('subDivision'),
        section: area('section'),
        username: text,
      },
    ],
    [
      'the super admin edits an AE_ADMIN',
      'AE_ADMIN',
      {
        ...common,
        username: fc.stringMatching(/^[a-z]{6,12}$/).map((s) => `adm.${s}`),
        circle: clearableArea('circle'),
        division: clearableArea('division'),
        subDivision: clearableArea('subDivision'),
        section: clearableArea('section'),
      },
    ],
  ] as const) {
    it(`leaves every other column as it was when ${who}`, async () => {
      const id = role === 'FIELD_OFFICER' ? ids.officer : ids.admin;
      const cookie = role === 'FIELD_OFFICER' ? cookies.ae : cookies.superadmin;
      const applicable = fields.filter((f) => !(role === 'FIELD_OFFICER' && f === 'username'));
      for (const field of applicable)
        expect(generators[field as keyof typeof generators], field).toBeDefined();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...applicable).chain((field) =>
            (generators[field as keyof typeof generators] as fc.Arbitrary<unknown>).map((value) => ({
              field,
              value,
            })),
          ),
          async ({ field, value }) => {
            const before = await userRow(id);
            const response = await put(`/api/v1/users/${id}`, cookie, { [field]: value });
            if (response.statusCode === 409) return; // a generated phone or username someone already has
            expect(response.statusCode, response.body).toBe(200);
            const after = await userRow(id);
            const allowed = new Set([...follows(field, role), ...BOOKKEEPING]);
            const unexpected = changedUserColumns(before, after).filter((c) => !allowed.has(c));
            expect(unexpected).toEqual([]);
            if (field === 'password') return;
            const expected =
              field === 'division' && role === 'AE_ADMIN' && stored(value) === null
                ? 'Unassigned'
                : stored(value);
            expect(after[field as 'id']).toEqual(expected);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

describe('the single-purpose update calls change only what they are about', () => {
  it('POST /users/:id/access changes the access level only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('Meters', 'Modems'), async (view) => {
        const before = await userRow(ids.officer);
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v1/users/${ids.officer}/access`,
          headers: { cookie: cookies.ae, ...CONSOLE },
          payload: { view },
        });
        expect(response.statusCode, response.body).toBe(200);
        const after = await userRow(ids.officer);
        const allowed = new Set(['accessLevel', ...BOOKKEEPING]);
        expect(changedUserColumns(before, after).filter((c) => !allowed.has(c))).toEqual([]);
        expect(after.accessLevel).toContain(view);
      }),
      { numRuns: 6 },
    );
  });

  it('POST /meters/bi-admin/update-tech-support changes the tech support status only, never the comments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Approved', 'Rejected', 'IN_PROGRESS', 'ESCALATED'),
        fc.option(text, { nil: undefined }),
        async (techSupportStatus, comments) => {
          const before = await meterRow(ids.meter);
          // A rejection says why: its category and a comment (DESIGN §7).
          const why =
            techSupportStatus === 'Rejected'
              ? { rejectionCategory: 'other', comments: comments?.trim() ? comments : 'why' }
              : comments
                ? { comments }
                : {};
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/v1/meters/bi-admin/update-tech-support',
            // A BI_ADMIN recommends (Approved, Rejected); the working statuses are the super admin's.
            headers: {
              cookie: ['Approved', 'Rejected'].includes(techSupportStatus) ? cookies.bi : cookies.superadmin,
              ...CONSOLE,
            },
            payload: { meterId: ids.meter, techSupportStatus, ...why },
          });
          expect(response.statusCode, response.body).toBe(200);
          const after = await meterRow(ids.meter);
          // The comment goes to the review record; the installer's comments stay as they were. A verdict is
          // the recommendation (with a rejection's category); any other word is the working status alone.
          const verdict = ['Approved', 'Rejected'].includes(techSupportStatus);
          const allowed = new Set([
            ...(verdict
              ? ['techSupportStatus', 'rejectionCategory', ...STEP_CLOCK]
              : ['techSupportProgress']),
            ...BOOKKEEPING,
          ]);
          expect(changedColumns(before, after).filter((c) => !allowed.has(c))).toEqual([]);
          expect(verdict ? after.techSupportStatus : after.techSupportProgress).toBe(
            techSupportStatus.toUpperCase(),
          );
        },
      ),
      { numRuns: 10 },
    );
  });

  it('PUT /meters/:id/commission-status changes the commission fields only', async () => {
    const meter = await addMeter(db, {
      fieldOfficerId: ids.officer,
      comments: 'kept',
      dtrCapacity: '63 KVA',
    });
    let current = await meterRow(meter.id);
    for (const [commissionStatus, cookie, extra] of [
      ['Rejected', cookies.superadmin, { rejectionCategory: 'location', comment: 'wrong pole' }],
      ['Pending', cookies.ae, { comment: 'pole replaced' }],
      ['Approved', cookies.superadmin, {}],
    ] as const) {
      const response = await put(`/api/v1/meters/${meter.id}/commission-status`, cookie, {
        commissionStatus,
        version: current.version,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = await meterRow(meter.id);
      // A reopen also sets the recommendation aside: the meter awaits a fresh one.
      const allowed = new Set([
        'commissionStatus',
        'rejectionCategory',
        'autoCommissioned',
        'techSupportStatus',
        ...STEP_CLOCK,
        ...BOOKKEEPING,
      ]);
      expect(changedColumns(current, after).filter((c) => !allowed.has(c))).toEqual([]);
      expect(after.commissionStatus).toBe(commissionStatus);
      expect(after.comments).toBe('kept');
      expect(after.dtrCapacity).toBe('63 KVA');
      current = after;
    }
  });
});

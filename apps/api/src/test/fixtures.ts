import type { Insertable } from 'kysely';
import type { InstallationKind } from '@smms/shared';
import type { Db } from '../db/connection.js';
import type { DtrReferenceTable, MetersTable, ModemsTable, UsersTable } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';

export const FIXTURE_PASSWORD = 'Fixture#Pass-2026';
/** The area every fixture user is placed in unless told otherwise: circle, division, sub division, section. */
export const FIXTURE_AREA = ['Agra', 'Agra Urban I', 'SD-1', 'Section A'] as const;
let hash: Promise<string> | null = null;
let phone = 9_600_000_000;

/** A user with sensible defaults; the password is FIXTURE_PASSWORD. */
export async function addUser(
  db: Db,
  values: Partial<Insertable<UsersTable>> & Pick<Insertable<UsersTable>, 'username' | 'role'>,
) {
  phone += 1;
  const row = await db
    .insertInto('users')
    .values({
      passwordHash: await (hash ??= hashPassword(FIXTURE_PASSWORD)),
      firstName: values.username,
      lastName: 'Tester',
      email: null,
      phone: String(phone),
      alternatePhone: null,
      circle: FIXTURE_AREA[0],
      division: FIXTURE_AREA[1],
      subDivision: FIXTURE_AREA[2],
      section: FIXTURE_AREA[3],
      createdBy: null,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

let serial = 0;

/**
 * Starts the numbering again, before each test file (test/per-file.ts): the API projects run their files in one
 * process without isolation, and a file's goldens (exported installation times, serials) must not depend on
 * which files ran before it.
 */
export function resetFixtureNumbers(): void {
  serial = 0;
  phone = 9_600_000_000;
}

/** The next fixture number, shared by meters and modems so their serials never clash. */
const nextSerial = () => {
  serial += 1;
  return { serial, installedOn: new Date(Date.UTC(2026, 5, 1) + serial * 60_000) };
};

export async function addMeter(
  db: Db,
  values: Partial<Insertable<MetersTable>> & Pick<Insertable<MetersTable>, 'fieldOfficerId'>,
) {
  const { serial: n, installedOn } = nextSerial();
  return db
    .insertInto('meters')
    .values({
      meterSno: `TM${String(n).padStart(6, '0')}`,
      dtrSno: `DTR-${n}`,
      substationName: 'Kamla Nagar 33/11 KV',
      feederName: 'Town Feeder 1',
      division: 'Agra Urban I',
      circle: 'Agra',
      installedOn,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function addModem(
  db: Db,
  values: Partial<Insertable<ModemsTable>> & Pick<Insertable<ModemsTable>, 'fieldOfficerId'>,
) {
  const { serial: n, installedOn } = nextSerial();
  return db
    .insertInto('modems')
    .values({
      modemSno: `MD${String(n).padStart(6, '0')}`,
      meterSno: `TM${n}`,
      serviceNo: `SC${n}`,
      division: 'Agra Urban I',
      installedOn,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A decision in an installation's review record, as the super admin's call writes it (the record is what exports
 * and History read of who decided and why): for a fixture added already decided.
 */
export async function addDecision(
  db: Db,
  on: { installation: InstallationKind; id: number },
  decision: { to: string; comment?: string | null; actorName?: string },
) {
  await db
    .insertInto('reviewEvents')
    .values({
      installation: on.installation,
      installationId: on.id,
      kind: 'decision',
      actorRole: 'BI_SUPER_ADMIN',
      actorName: decision.actorName ?? 'Super Admin',
      fromStatus: 'Pending',
      toStatus: decision.to,
      comment: decision.comment ?? null,
    })
    .execute();
}

/** A DTR master row (Discom reference data) as the utility's file has it; override what a test needs. */
export const dtrRow = (dtrNo: string, values: Partial<Insertable<DtrReferenceTable>> = {}) => ({
  dtrNo,
  substation: 'Kamla Nagar 33/11 KV',
  district: 'Agra Urban I',
  edc: 'DVVNL',
  capacity: '100 KVA',
  region: 'Agra Zone',
  status: 'Active',
  ...values,
});

/**
 * Makes sure a path of the area hierarchy exists (circle, division, sub division, section; a shorter
 * path stops higher up) and answers the ids, top first.
 */
export async function addAreaPath(db: Db, names: readonly string[]): Promise<number[]> {
  const kinds = ['circle', 'division', 'sub_division', 'section'] as const;
  const ids: number[] = [];
  for (const [level, name] of names.entries()) {
    const kind = kinds[level] as (typeof kinds)[number];
    const parentId = ids.at(-1) ?? null;
    const found = await db
      .selectFrom('areas')
      .select('id')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .where((eb) => (parentId === null ? eb('parentId', 'is', null) : eb('parentId', '=', parentId)))
      .executeTakeFirst();
    const id =
      found?.id ??
      (
        await db
          .insertInto('areas')
          .values({ kind, name, parentId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.push(id);
  }
  return ids;
}

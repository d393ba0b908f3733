import { sql, type Insertable } from 'kysely';
import {
  allOf,
  DEFAULT_TIME_ZONE,
  matches,
  REVIEW_RULES,
  STAGE_RULES,
  TREND_DAYS,
  type LifecycleFields,
} from '@smms/shared';
import type { Db } from './connection.js';
import type { ActivitiesTable, MetersTable } from './schema.js';
import { ACTIONS } from '../lib/audit.js';
import { hashPassword } from '../lib/password.js';
import { DEMO_ADMINS, DEMO_PASSWORD, adminRows, historyPeople, officerRows } from './demo/people.js';
import { planMeters, planModems, type Officer } from './demo/installations.js';
import type { PhotoStores } from '../lib/photo-store.js';
import { metersOpenedFirst, reusePhotos, writeMeterPhotos } from './demo/photos.js';
import { outsideItsCircle, repeatNumbers, strayFromDtr } from './demo/identities.js';
import { modemPhotoCounts, writeModemPhotos } from './demo/modem-photos.js';
import { heldRejections, insertRejectionsNamingPhotos } from './demo/rework-cases.js';
import { insertJournal, withStepSince } from './demo/journal.js';
import { overdueHistory } from './demo/overdue-history.js';
import { reviewMeters, reviewModems } from './demo/review-histories.js';
import type { Journal } from './demo/review-steps.js';
import { turnRuleOn } from './demo/rule.js';
import { seededRandom } from './demo/random.js';
import { insertDemoAreas } from './demo/areas.js';

export interface DemoSize {
  officers: number;
  meters: number;
  modems: number;
  /** Meters of each list and review queue, the newest installs (which a reviewer opens first), given four photos. */
  photos: number;
  /** Modems of each state (installed, commissioned, accepted, rejected) that get photos. */
  modemPhotos: number;
}

export const DEMO_SIZE: DemoSize = { officers: 72, meters: 5000, modems: 1200, photos: 10, modemPhotos: 6 };
const BATCH = 500;
/** A planned meter as its photos and lists read it. */
type MeterRow = { meterSno: string; dtrSno: string | null; dtrCapacity: string | null; installedOn: Date } & {
  commissionStatus: string;
  communicationStatus: string;
  techSupportStatus: string | null;
};
const DAY = 86_400_000;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Loads the demo utility: named admins, field officers, meters over every stage, modems, DTR master data,
 * photos, tickets and the audit trail. Deterministic for a seed; `size` scales it for benchmarks.
 */
export async function loadDemoData(
  db: Db,
  opts: { photos: PhotoStores; size?: Partial<DemoSize>; seed?: number; now?: number; timeZone?: string },
) {
  const size = { ...DEMO_SIZE, ...opts.size };
  const random = seededRandom(opts.seed ?? 20261122);
  const now = opts.now ?? Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The people were there before the history they made: the admins, then the officers they created.
  const joined = new Date(now - 200 * DAY);
  const hired = new Date(now - 199 * DAY);

  await insertDemoAreas(db);
  const admins = await db
    .insertInto('users')
    .values(adminRows(passwordHash).map((a) => ({ ...a, createdAt: joined, updatedAt: joined })))
    .returning(['id', 'username', 'role'])
    .execute();
  const idOf = (username: string) => admins.find((a) => a.username === username)?.id as number;
  const otherAe = DEMO_ADMINS.filter((a) => a.role === 'AE_ADMIN' && a.username !== 'aeadmin').map((a) =>
    idOf(a.username),
  );
  const officerInput = officerRows(
    random,
    size.officers,
    { aeadmin: idOf('aeadmin'), others: otherAe, superAdmin: idOf('superadmin') },
    passwordHash,
  );
  const officerIds = await db
    .insertInto('users')
    .values(officerInput.map((o) => ({ ...o, createdAt: hired, updatedAt: hired })))
    .returning(['id', 'accessLevel'])
    .execute();
  const officers = officerIds.map((o, i) => ({ ...officerInput[i], id: o.id, accessLevel: o.accessLevel }));
  const asOfficer = (o: (typeof officers)[number]): Officer => ({
    id: o.id,
    circle: o.circle ?? '',
    division: o.division ?? 'Unassigned',
    subDivision: o.subDivision ?? '',
    section: o.section ?? '',
  });
  const meterOfficers = officers.filter((o) => o.accessLevel.includes('Meters')).map(asOfficer);
  const modemOfficers = officers.filter((o) => o.accessLevel.includes('Modems')).map(asOfficer);

  const plan = planMeters(random, size.meters, meterOfficers, now);
  const modems = planModems(
    random,
    size.modems,
    modemOfficers,
    plan.meters.map((m) => m.meterSno),
    now,
  );
  // The review histories draw from a stream of their own: what is drawn for the installations does not hang on them.
  const history = seededRandom((opts.seed ?? 20261122) + 36);
  const people = historyPeople(admins, officers);
  const journal: Journal = { events: [], activities: [], states: [], rule: null };
  // The super admin turned the auto-commissioning rule on before the first install of the demo's history.
  const rule = turnRuleOn(
    journal,
    { id: idOf('superadmin'), username: 'superadmin' },
    new Date(now - 190 * DAY),
  );
  reviewMeters(history, people, plan, journal, now);
  // Numbers written twice (issue 42), among what awaits the super admin's decision once reviewed.
  const decision = allOf([STAGE_RULES['pending-review'], REVIEW_RULES['Pending Review']]) ?? {};
  const decides = (meter: Insertable<MetersTable>) => matches(decision, meter as LifecycleFields);
  repeatNumbers(plan.meters, modems, journal.activities, decides);
  // And a site far from its DTR's others, and one outside its circle.
  strayFromDtr(plan.meters, decides);
  outsideItsCircle(modems);
  const modemPhotos = modemPhotoCounts(
    modems.map((m) => ({
      commissionStatus: m.commissionStatus ?? 'Pending',
      communicationStatus: m.communicationStatus ?? 'Offline',
      installedOn: new Date(m.installedOn as Date),
    })),
    size.modemPhotos,
  );
  reviewModems(history, people, modems, modemPhotos, journal, now);

  await db.insertInto('settings').values(rule).execute();
  await insertBatches(plan.dtrs, (b) => db.insertInto('dtrReference').values(b).execute());
  const meterIds: { id: number; meterSno: string }[] = [];
  await insertBatches(withStepSince(plan.meters, journal, 'meter'), async (b) => {
    meterIds.push(...(await db.insertInto('meters').values(b).returning(['id', 'meterSno']).execute()));
  });
  const modemIds: number[] = [];
  await insertBatches(withStepSince(modems, journal, 'modem'), async (b) => {
    modemIds.push(...(await db.insertInto('modems').values(b).returning('id').execute()).map((r) => r.id));
  });
  // The photos are made in sharp's threads while the database takes the histories; the rejections that name
  // photos wait for them (demo/rework-cases.ts).
  const withPhotos = metersOpenedFirst(plan.meters as MeterRow[], size.photos);
  const held = heldRejections(journal, withPhotos);
  const [photos, modemPhotoRows] = await Promise.all([
    writeMeterPhotos(
      opts.photos.meters,
      withPhotos.map((index) => {
        const meter = plan.meters[index] as MeterRow;
        return { ...meter, id: meterIds[index]?.id as number, serial: meter.meterSno };
      }),
    ),
    writeModemPhotos(opts.photos.modems, modems, modemIds, modemPhotos),
    insertJournal(
      db,
      { ...journal, events: journal.events.filter((event) => !held.has(event)) },
      { meter: meterIds.map((m) => m.id), modem: modemIds },
    ),
  ]);
  // Photos one meter reuses from another (issue 42), among meters awaiting the super admin's decision.
  const indexOf = new Map(meterIds.map((m, index) => [m.id, index]));
  const awaitingDecision = photos
    .filter((p) => p.slot === 1)
    .map((p) => p.meterId)
    .filter((id) => matches(decision, plan.meters[indexOf.get(id) as number] as LifecycleFields));
  await reusePhotos(opts.photos.meters, photos, awaitingDecision);
  await insertBatches(photos, (b) => db.insertInto('meterPhotos').values(b).execute());
  await insertRejectionsNamingPhotos(
    db,
    held,
    photos,
    meterIds.map((m) => m.id),
  );
  const overdueDays = overdueHistory({
    journal,
    installations: { meter: plan.meters, modem: modems },
    aeOf: new Map(officers.map((o) => [o.id, o.createdBy ?? 0])),
    timeZone: opts.timeZone ?? DEFAULT_TIME_ZONE,
    now,
    days: TREND_DAYS - 1,
  });
  await insertBatches(overdueDays, (b) => db.insertInto('overdueDays').values(b).execute());
  await insertBatches(modemPhotoRows, (b) => db.insertInto('modemPhotos').values(b).execute());

  const reviewers = [idOf('superadmin'), idOf('biadmin')];
  const tickets = TICKETS.map((t, i) => ({
    ...t,
    reportedBy: modemOfficers[i % Math.max(1, modemOfficers.length)]?.id ?? null,
    assignedTo: i % 3 === 0 ? null : random.pick(reviewers),
    modemId: modemIds[i * 7] ?? null,
    location: modemOfficers[i % Math.max(1, modemOfficers.length)]?.division ?? null,
    createdAt: new Date(now - (i + 1) * 26 * 3_600_000),
    updatedAt: new Date(now - i * 20 * 3_600_000),
  }));
  if (modemIds.length) {
    const ticketIds = await db.insertInto('techSupportTickets').values(tickets).returning('id').execute();
    await db
      .insertInto('activities')
      .values(ticketHistory(tickets, ticketIds, reviewers))
      .execute();
  }
  return {
    admins: admins.length,
    officers: officers.length,
    meters: meterIds.length,
    modems: modemIds.length,
    photos: photos.length,
    modemPhotos: modemPhotoRows.length,
  };
}

const TICKETS = [
  {
    title: 'Modem not reporting since installation',
    description: 'No packets received from the head-end after 48 hours.',
    status: 'open',
    priority: 'critical',
    category: 'Network Issues',
  },
  {
    title: 'APN misconfigured on new batch',
    description: 'Modems from lot 7 ship with the wrong APN.',
    status: 'in_progress',
    priority: 'high',
    category: 'Configuration',
  },
  {
    title: 'Antenna cable damaged',
    description: 'Signal strength below 20 at the consumer premises.',
    status: 'open',
    priority: 'medium',
    category: 'Hardware',
  },
  {
    title: 'Slow load-profile upload',
    description: 'Daily upload takes over an hour on this feeder.',
    status: 'resolved',
    priority: 'low',
    category: 'Performance',
  },
  {
    title: 'HES rejects modem certificate',
    description: 'TLS handshake fails with certificate expired.',
    status: 'in_progress',
    priority: 'high',
    category: 'Authentication',
  },
  {
    title: 'Intermittent disconnections at night',
    description: 'Modem drops off between 1 and 4 AM.',
    status: 'open',
    priority: 'medium',
    category: 'Network Issues',
  },
  {
    title: 'Firmware update stuck at 60%',
    description: 'OTA update does not complete.',
    status: 'closed',
    priority: 'low',
    category: 'Configuration',
  },
  {
    title: 'Power supply unit overheating',
    description: 'Enclosure temperature above 70°C.',
    status: 'open',
    priority: 'critical',
    category: 'Hardware',
  },
];

const STATUS_PATH = ['open', 'in_progress', 'resolved', 'closed'];

/** Each demo ticket's history as the API would have written it: created, then one entry per status step. */
function ticketHistory(
  tickets: {
    title: string;
    status: string;
    reportedBy: number | null;
    location: string | null;
    createdAt: Date;
  }[],
  ids: { id: number }[],
  reviewers: number[],
): Insertable<ActivitiesTable>[] {
  return tickets.flatMap((t, i) => {
    const entityId = ids[i]?.id ?? null;
    const steps = STATUS_PATH.slice(0, STATUS_PATH.indexOf(t.status) + 1);
    return steps.map((to, step) => ({
      at: new Date(t.createdAt.getTime() + step * 3_600_000),
      actorId: step === 0 ? t.reportedBy : (reviewers[0] ?? null),
      action: step === 0 ? ACTIONS.ticketCreated : ACTIONS.ticketUpdated,
      entityType: 'ticket',
      entityId,
      location: t.location,
      details: JSON.stringify({
        title: t.title,
        from: step === 0 ? null : steps[step - 1],
        to,
        changes: [],
        comment: step === 0 ? null : `Moved to ${to.replace('_', ' ')} after checking on site.`,
      }),
    }));
  });
}

/** `npm run demo` on an empty database: load the demo once; an existing database is left as it is. */
export async function loadDemoDataIfEmpty(
  db: Db,
  opts: { photos: PhotoStores; size?: Partial<DemoSize>; timeZone?: string },
) {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (row.n > 0) return null;
  const counts = await loadDemoData(db, opts);
  console.warn(
    `Loaded demo data: ${counts.admins} admins, ${counts.officers} field officers, ${counts.meters} meters, ${counts.modems} modems.`,
  );
  return counts;
}

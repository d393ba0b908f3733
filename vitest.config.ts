import { defineConfig } from 'vitest/config';

/**
 * The trust suite runs each property on the database where it means something: a crash, a shutdown, the
 * workers and a dependency's or client's faults on both (each run starts the real server on its own database); the rest (authorization, fuzzing,
 * sessions, audit, two-step sign-in, and concurrency, where PostgreSQL's transactions really race) once, in the
 * run scripts/test-trust.mjs sets TRUST_ONCE for: PostgreSQL's, or PGlite's where PostgreSQL is unreachable.
 */
const TRUST_ON_BOTH = ['crash', 'shutdown', 'workers', 'faults'];
const TRUST = {
  test: {
    name: 'trust',
    include: process.env.TRUST_ONCE
      ? ['apps/api/trust/*.trust.ts']
      : TRUST_ON_BOTH.map((name) => `apps/api/trust/${name}.trust.ts`),
    testTimeout: 600000,
    hookTimeout: 120000,
    pool: 'forks' as const,
    // Each file measures what it does under load of its own; one at a time keeps the figures honest.
    fileParallelism: false,
  },
};

const API = {
  testTimeout: 30000,
  hookTimeout: 60000,
  pool: 'forks' as const,
  // Each run migrates one template database; every test file starts from a copy (test/template-database.ts).
  globalSetup: ['apps/api/src/test/global-setup.ts'],
  // The files share their worker's modules: loading the app's graph once a worker instead of once a file is
  // most of the API passes' time. Each file still gets a database of its own, and test/per-file.ts restarts
  // the fixtures' numbering. A file that replaces a module (vi.mock) runs isolated, in API_MOCKING.
  isolate: false,
  setupFiles: ['apps/api/src/test/per-file.ts'],
};
/** The API test files that replace a module with vi.mock, which needs a module graph of their own. */
const API_MOCKING = [
  'apps/api/src/db/pglite-prepared.contract.test.ts',
  'apps/api/src/modules/auth/otp-limits.test.ts',
];

/**
 * The PostgreSQL pass (`DATABASE_URL=… vitest run --project api-postgres`) runs again, on PostgreSQL, the API
 * tests whose behaviour depends on the driver or the SQL dialect; the rest (HTTP, plugins, rules, texts) mean
 * the same on both and run once, on PGlite. The rule: the database layer itself, anything that reads or writes
 * through a path of its own per driver (COPY exports, prepared list pages, keyset cursors), anything kept by
 * triggers or decided by a constraint, a lock or a transaction (counters, unique 409s, idempotency keys,
 * versions, races), the rules compiled to SQL, search and time zones.
 */
const POSTGRES_PASS = [
  'apps/api/src/db/*.test.ts',
  'apps/api/src/lib/{csv-export,csv-export.stream,idempotency,list-page}.test.ts',
  'apps/api/src/plugins/{export-audit,metrics}.test.ts',
  'apps/api/src/modules/**/*.{sql,search,idempotency}.test.ts',
  'apps/api/src/modules/dashboard/*.test.ts',
  'apps/api/src/modules/meters/{meters,commission,commission-bulk,evidence,rework,map}.routes.test.ts',
  'apps/api/src/modules/meters/meter-photos.test.ts',
  'apps/api/src/modules/modems/{modem-lists,modem-changes}.routes.test.ts',
  'apps/api/src/modules/{users,areas,tickets,activity}/*.routes.test.ts',
  // Auto-commissioning: set-based approvals in one statement, a version-checked setting (ON CONFLICT), the undo.
  'apps/api/src/modules/discom/{dtr-import,auto-commission,auto-commission-rule}.routes.test.ts',
  // The review record: refused by a trigger, filled by a migration from the audit log.
  'apps/api/src/modules/lifecycle/review-record.test.ts',
  // Issue 36's invariants over random sequences of calls by every role: decisions, counters kept by triggers.
  'apps/api/src/modules/lifecycle/review.property.test.ts',
  // Undoing one's own decision: the window by the database's clock, the version written with it.
  'apps/api/src/modules/lifecycle/undo-decision.routes.test.ts',
  // Ageing (issue 41): the list sorted by the trigger-kept step_since, page after page by cursor.
  'apps/api/src/modules/lifecycle/step-since.routes.test.ts',
  'apps/api/src/modules/service-accounts/service-accounts.routes.test.ts',
  // Claimed queues: the claim decided by a unique key and rows held FOR NO KEY UPDATE SKIP LOCKED; ended by triggers.
  'apps/api/src/modules/review-claims/*.test.ts',
  // Flags (issue 42): photo matches by the SHA-256 and band indexes, bit_count over bigint, numbers by regexp keys,
  // an advisory lock.
  'apps/api/src/modules/flags/*.routes.test.ts',
  // Progress reports: date_trunc in the utility's zone, percentiles, the review record.
  'apps/api/src/modules/reports/reports.routes.test.ts',
  // Sign-in throttles and OTPs: counters by ON CONFLICT, rows held FOR UPDATE, expiry by now() - interval.
  'apps/api/src/modules/auth/{auth.routes,totp.routes,sign-in-throttle,enumeration,password-reset}.test.ts',
  'apps/api/src/modules/auth/{otp-audit,otp-delivery,otp-limits,throttle-prune,stolen-session,purge}.test.ts',
  'apps/api/src/{partial-updates,time-zone}.test.ts',
  // Preferences: an upsert by ON CONFLICT, the cap counted under the person's row held FOR NO KEY UPDATE.
  'apps/api/src/modules/preferences/*.routes.test.ts',
];

// One runner for every unit and API test; the web project runs in jsdom. Two workers: Vitest's default
// (cores - 1) runs the files one at a time on a 2-core machine. The trust suite runs one file at a time.
export default defineConfig({
  test: {
    maxWorkers: process.env.SMMS_TRUST ? 1 : 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'lint', include: ['eslint/**/*.test.ts'], testTimeout: 30000 } },
      { test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], exclude: API_MOCKING, ...API } },
      { test: { name: 'api-mocking', include: API_MOCKING, ...API, isolate: true } },
      // Only with DATABASE_URL (the PostgreSQL pass); it leaves out the tests of PGlite's own reader.
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: POSTGRES_PASS,
                exclude: ['apps/api/src/db/pglite-prepared*.test.ts', ...API_MOCKING],
                ...API,
              },
            },
            {
              test: {
                name: 'api-postgres-mocking',
                include: API_MOCKING.filter((file) => !file.includes('pglite')),
                ...API,
                isolate: true,
              },
            },
          ]
        : []),
      // The adversarial suite (issue 13) runs only through `npm run test:trust`, which sets SMMS_TRUST and
      // prints the figures its tests record; a plain `vitest run` leaves it out.
      ...(process.env.SMMS_TRUST ? [TRUST] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Whole-journey tests (sign in, reset a password) run several seconds in jsdom on a busy machine.
          testTimeout: 15000,
        },
      },
    ],
  },
});

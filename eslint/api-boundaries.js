import fs from 'node:fs';

/**
 * The API's layering as lint errors (STYLE §12): lower layers never import higher ones.
 *   lib/        small helpers: never modules/ or plugins/
 *   db/         connection, migrations, demo data: never modules/ or plugins/
 *   plugins/    the HTTP server's own concerns (metrics, compression, errors, static files): below the modules,
 *               never importing them (signing in is a module's: modules/sessions)
 *   modules/    routes → services → repositories; only routes speak HTTP (import plugins/); a module reaches
 *               another only through its public index.ts, and the app (app.ts, workers.ts) reaches each the same way
 * No cycle anywhere (eslint/cycles.js).
 *
 * Each import is resolved to its file first (import-x, with eslint/cycles.js's resolver), so every path form is
 * caught: '../meters/meters.repo.js' and '../../modules/meters/meters.repo.js' alike. One rule, one list of zones
 * (a second block setting the same rule would replace the first, not add to it). Tests may reach anywhere.
 */
const SRC = new URL('../apps/api/src/', import.meta.url).pathname;
const MODULE_NAMES = fs
  .readdirSync(`${SRC}modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC = `${SRC}modules/*/index.ts`;

const THROUGH_INDEX =
  "A module answers through its index.ts: import '…/<module>/index.js', and export there what is needed.";
const BELOW_MODULES = 'A lower layer never imports modules/.';
const HTTP_IN_ROUTES = "Only a module's routes file speaks HTTP: import plugins/ there.";
const SQL_ONLY = 'A repository holds SQL only: it never imports a service or routes.';

const zones = [
  // lib/ and db/ sit below everything; plugins/ below the modules.
  { target: `${SRC}@(lib|db)/**`, from: `${SRC}@(modules|plugins)/**`, message: BELOW_MODULES },
  { target: `${SRC}plugins/**`, from: `${SRC}modules/**`, message: BELOW_MODULES },
  // Inside a module only routes speak HTTP, and a repository holds SQL only.
  { target: `${SRC}modules/**/!(*.routes).ts`, from: `${SRC}plugins/**`, message: HTTP_IN_ROUTES },
  {
    target: `${SRC}modules/**/*.@(repo|filters|sql).ts`,
    from: `${SRC}modules/**/*.@(service|routes).ts`,
    message: SQL_ONLY,
  },
  // Another module, and the app, reach a module through its index.ts.
  ...MODULE_NAMES.map((name) => ({
    target: `${SRC}modules/${name}/**`,
    from: `${SRC}modules/!(${name})/**`,
    except: [PUBLIC],
    message: THROUGH_INDEX,
  })),
  { target: `${SRC}*.ts`, from: `${SRC}modules/**`, except: [PUBLIC], message: THROUGH_INDEX },
];

export const apiBoundaries = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
];

import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp, prepareDatabase } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openConfigured, withPreparable, type DbHandle } from './db/connection.js';
import { loadDemoDataIfEmpty } from './db/demo-data.js';
import { runMigrateCommand } from './db/migrate-command.js';
import { logDestination } from './lib/log-destination.js';
import { runPhotosCommand } from './lib/photo-copy.js';
import { checkStoredInstallations } from './modules/flags/index.js';
import { photoStores } from './lib/photo-store.js';
import { runWorkers } from './workers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const demo = process.argv.includes('--demo');

const demoMessage = (config: Config) =>
  `\nSMMS demo console: http://localhost:${config.port}/\n` +
  'Sign in as superadmin, biadmin or aeadmin with the password Demo@12345\n';

/** The primary of WORKERS: the database prepared once (the demo loaded with --demo), then the workers. */
async function primary(config: Config, loadDemo: ((handle: DbHandle) => Promise<void>) | undefined) {
  const destination = await logDestination(config);
  const log = destination ? pino({ level: config.logLevel }, destination) : pino({ level: config.logLevel });
  const handle = await openConfigured(config);
  try {
    await prepareDatabase(handle, config, loadDemo);
  } finally {
    await handle.close();
  }
  if (!config.redisUrl)
    log.warn(
      { workers: config.workers },
      'REDIS_URL is not set: each worker counts RATE_LIMIT_PER_MINUTE on its own',
    );
  await runWorkers(config.workers, log, config.shutdownTimeoutSeconds);
  log.info({ workers: config.workers, port: config.port }, 'workers listening');
  if (demo) console.warn(demoMessage(config));
}

/** `server.js migrate …`: the schema managed apart from starting the server (db/migrate-command.ts). */
async function migrate(config: Config, args: string[]) {
  const handle = await openConfigured(config);
  try {
    const lines = await withPreparable(config, handle, (preparing) => runMigrateCommand(preparing, args));
    for (const line of lines) process.stdout.write(`${line}\n`);
  } finally {
    await handle.close();
  }
}

/** `server.js photos copy-to-bucket`: PHOTO_DIR's photos into the configured bucket (lib/photo-copy.ts). */
async function photos(config: Config, args: string[]) {
  const handle = await openConfigured(config);
  try {
    const { ok } = await runPhotosCommand(handle.db, config, args, (line) =>
      process.stdout.write(`${line}\n`),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

async function main() {
  const config = loadConfig();
  if (process.argv[2] === 'migrate') return migrate(config, process.argv.slice(3));
  if (process.argv[2] === 'photos') return photos(config, process.argv.slice(3));
  // The built console sits beside the built server: apps/web/dist next to apps/api/dist.
  config.webDir ??= path.resolve(here, '../../web/dist');
  // The demo's photos and numbers are checked (their flags found) before the console answers.
  const loadDemo = demo
    ? async (handle: DbHandle) => {
        const photos = await photoStores(config);
        const loaded = await loadDemoDataIfEmpty(handle.db, { photos, timeZone: config.timeZone });
        if (loaded) await checkStoredInstallations(handle.db, photos, new AbortController().signal);
      }
    : undefined;
  if (config.workers > 1 && cluster.isPrimary) return primary(config, loadDemo);
  // A worker's database was prepared by the primary (and its demo loaded) before it started.
  const app = await buildApp(config, { beforeBootstrap: cluster.isWorker ? undefined : loadDemo });

  // SIGTERM (a deploy, `docker stop`) or Ctrl-C: stop accepting connections, let open requests finish and
  // close the database (app.close), then exit 0. Past SHUTDOWN_TIMEOUT_SECONDS it exits anyway, saying so.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const bound = config.shutdownTimeoutSeconds;
    app.log.info({ signal, timeoutSeconds: bound }, 'shutting down: finishing open requests');
    const force = setTimeout(() => {
      app.log.error(
        { signal, timeoutSeconds: bound },
        'shutdown timed out: exiting with requests still open',
      );
      process.exit(1);
    }, bound * 1000);
    force.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (demo && !cluster.isWorker) console.warn(demoMessage(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

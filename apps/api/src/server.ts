import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { loadDemoDataIfEmpty } from './db/demo-data.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const demo = process.argv.includes('--demo');

async function main() {
  const config = loadConfig();
  // The built console sits beside the built server: apps/web/dist next to apps/api/dist.
  config.webDir ??= path.resolve(here, '../../web/dist');
  const app = await buildApp(config, {
    beforeBootstrap: demo
      ? async (handle) => {
          await loadDemoDataIfEmpty(handle.db, { photoDir: config.photoDir });
        }
      : undefined,
  });

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
  if (demo) {
    console.warn(
      `\nSMMS demo console: http://localhost:${config.port}/\n` +
        'Sign in as superadmin, biadmin or aeadmin with the password Demo@12345\n',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

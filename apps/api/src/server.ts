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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
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

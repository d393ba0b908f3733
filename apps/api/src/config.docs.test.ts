import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.js';
import { ACTIONS } from './lib/audit.js';
import { MIGRATE_USAGE } from './db/migrate-command.js';
import { PHOTOS_USAGE } from './lib/photo-copy.js';

/**
 * The operator's pages (README "Configuration", docs/operations.md, deploy/) say only what is true of the server:
 * every setting they name is one it reads (or the test run's, or an audit action's name), README's table lists every
 * setting it reads, every file they name
 * exists, and every `migrate` command they give is one the server has. A new operator follows them word for word.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const OPERATIONS = read('docs/operations.md');
const README = read('README.md');
const DEPLOY = ['deploy/compose.yaml', 'deploy/smms.service', 'Dockerfile'].map(read).join('\n');

/** Names the pages give that belong to something else: PostgreSQL's and MinIO's images. */
const IMAGES = /^(POSTGRES_|MINIO_)/;
/** What the test run reads (README's Quick start names its settings too). */
const TEST_RUN = ['scripts/test-all.sh', 'e2e/playwright.config.ts'].map(read).join('\n');
const AUDITED = new Set<string>(Object.values(ACTIONS));

const settingsIn = (text: string) =>
  new Set([...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)].map((m) => m[1] as string));

describe('the operator’s pages', () => {
  it('name only settings the server reads', () => {
    const named = new Set([...settingsIn(OPERATIONS), ...settingsIn(README)]);
    for (const line of DEPLOY.matchAll(/^\s+([A-Z][A-Z0-9_]+):\s/gm)) named.add(line[1] as string);
    for (const line of DEPLOY.matchAll(/Environment=([A-Z][A-Z0-9_]+)=/g)) named.add(line[1] as string);
    const unknown = [...named].filter(
      (name) =>
        !CONFIG_VARIABLES.includes(name) &&
        !IMAGES.test(name) &&
        !AUDITED.has(name) &&
        !TEST_RUN.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it('list every setting in README’s Configuration table', () => {
    const section = README.slice(README.indexOf('## Configuration'));
    const rows = section.slice(0, section.indexOf('\n## ', 3)).split('\n');
    const listed = new Set(
      rows
        .filter((row) => row.startsWith('| `'))
        .flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(CONFIG_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('name files that exist', () => {
    const files = new Set(
      [...OPERATIONS.matchAll(/`((?:deploy|scripts|apps|docs)\/[\w./-]+\.\w+)/g)].map((m) => m[1] as string),
    );
    expect(files.size).toBeGreaterThan(3);
    expect([...files].filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
  });

  it('give only migrate commands the server has', () => {
    const commands = new Set([...OPERATIONS.matchAll(/\bmigrate (\w+)/g)].map((m) => m[1] as string));
    expect(commands.size).toBeGreaterThan(1);
    const offered = /migrate <([^>]+)>/
      .exec(MIGRATE_USAGE)?.[1]
      ?.split('|')
      .map((c) => c.trim().split(' ')[0]);
    for (const command of commands) expect(offered, command).toContain(command);
  });

  it('give the photos command as the server offers it', () => {
    const given = [...OPERATIONS.matchAll(/server\.js photos ([\w-]+)/g)].map((m) => m[1]);
    expect(given.length).toBeGreaterThan(0);
    for (const command of given) expect(PHOTOS_USAGE).toContain(`server.js photos ${command}\n`);
  });
});

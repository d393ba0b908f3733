import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = new URL('./migrations/', import.meta.url);
const LANDED = JSON.parse(readFileSync(new URL('./migrations.lock.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const sha256 = (name: string) =>
  createHash('sha256')
    .update(readFileSync(new URL(name, DIR)))
    .digest('hex');

/**
 * STYLE §9: migrations are append-only. A landed migration is what every database in the field already ran, and
 * later ones import from it (0011 and 0012 use 0007's statementCounter), so an edit silently changes what a new
 * database gets and no existing one. Each landed file's SHA-256 is kept in migrations.lock.json; change the
 * schema with a new migration, and add its line there once it lands.
 */
describe('landed migrations', () => {
  const files = readdirSync(DIR).filter((name) => /^\d{4}-.*\.ts$/.test(name) && !name.endsWith('.test.ts'));

  it('are unchanged since they landed', () => {
    for (const [name, hash] of Object.entries(LANDED)) expect(sha256(name), name).toBe(hash);
  });

  it('are every migration there is: a new one is added to the lock when it lands', () => {
    const missing = files.filter((name) => !(name in LANDED)).map((name) => `"${name}": "${sha256(name)}"`);
    expect(missing, 'add to migrations.lock.json').toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The modules whose constants and rules the console's lists, dashboards and shell use: none of them may load zod,
 * even through another module, or every console page downloads and runs it (issue 12; apps/web/vite.config.ts).
 * Type-only imports are erased by the build and do not count.
 */
const ZOD_FREE = [
  'enum-values.ts',
  'paging.ts',
  'field-messages.ts',
  'person-names.ts',
  'access-level.ts',
  'lifecycle.ts',
  'meter-values.ts',
  'modem-values.ts',
  'meter-screens.ts',
  'discom-rule.ts',
  'discom-messages.ts',
  'screens/index.ts',
  'installed-range.ts',
  'rework-values.ts',
];

const here = path.dirname(new URL(import.meta.url).pathname);

/** The modules `file` loads at run time, itself included, and the packages they name. */
function loaded(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.endsWith('.ts')) return seen;
  const text = fs.readFileSync(path.join(here, file), 'utf8');
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)) {
    const [, typeOnly, target = ''] = match;
    if (typeOnly) continue;
    loaded(
      target.startsWith('.') ? path.join(path.dirname(file), target).replace(/\.js$/, '.ts') : target,
      seen,
    );
  }
  return seen;
}

describe('the zod-free modules of shared', () => {
  it.each(ZOD_FREE)('%s loads no zod, directly or through another module', (file) => {
    const modules = [...loaded(file)];
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  });

  it('sees zod where it is loaded', () => {
    expect(loaded('meters.ts').has('zod')).toBe(true);
    expect(loaded('users.ts').has('zod')).toBe(true);
  });
});

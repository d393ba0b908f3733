import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import-boundary rules of eslint.config.js, tried on code that breaks them (and code that does not). */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function lintImport(filePath: string, from: string, rule: string): Promise<number> {
  const [result] = await eslint.lintText(`import * as x from '${from}';\nexport const y = x;\n`, {
    filePath,
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).length;
}
const restrictedImports = (filePath: string, from: string) =>
  lintImport(filePath, from, 'no-restricted-imports');

describe('the API layering (STYLE §12)', () => {
  it.each([
    ['apps/api/src/db/demo-data.ts', '../modules/users/users.repo.js'],
    ['apps/api/src/lib/audit.ts', '../modules/access/access.js'],
    ['apps/api/src/lib/audit.ts', '../plugins/load-shedding.js'],
    ['apps/api/src/plugins/metrics.ts', '../modules/access/access.js'],
    ['apps/api/src/plugins/error-handler.ts', '../modules/sessions/sessions.plugin.js'],
    ['apps/api/src/modules/meters/meters.repo.ts', '../../plugins/load-shedding.js'],
    ['apps/api/src/modules/meters/meters.repo.ts', './meters.service.js'],
    ['apps/api/src/modules/meters/meters.service.ts', '../../plugins/load-shedding.js'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await restrictedImports(file, from)).toBe(1);
  });

  it('lets a routes file use the HTTP plugins and a service use the access module', async () => {
    expect(
      await restrictedImports(
        'apps/api/src/modules/health/health.routes.ts',
        '../../plugins/load-shedding.js',
      ),
    ).toBe(0);
    expect(
      await restrictedImports('apps/api/src/modules/meters/meters.service.ts', '../access/access.js'),
    ).toBe(0);
  });
});

describe('the web and e2e layering (STYLE §1, §12)', () => {
  it.each([
    ['apps/web/src/components/data-table/data-table.tsx', '@/features/meters'],
    ['apps/web/src/components/people/phone-field.tsx', '../../features/officers/api/get-field-officers'],
    ['apps/web/src/components/ui/button.tsx', '@/app/router'],
    ['apps/web/src/features/meters/components/meters-list.tsx', '@/features/officers'],
    ['apps/web/src/features/meters/components/meters-list.tsx', '../../officers/screens'],
    ['apps/web/src/features/officers/screens.ts', '@/app/layout/app-shell'],
    ['e2e/tests/meters-aeadmin.spec.ts', '../../apps/web/src/config/paths.js'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await restrictedImports(file, from)).toBe(1);
  });

  it('lets a feature use its own files, components/, lib/ and config/, and e2e its support', async () => {
    for (const [file, from] of [
      ['apps/web/src/features/meters/components/meters-list.tsx', './meters-columns'],
      ['apps/web/src/features/meters/components/meters-list.tsx', '@/components/data-table'],
      ['apps/web/src/features/meters/components/meters-list.tsx', '@/config/paths'],
      ['e2e/tests/meters-aeadmin.spec.ts', '../support/meters.js'],
    ])
      expect(await restrictedImports(file, from), `${file} -> ${from}`).toBe(0);
  });
});

/**
 * The cycle rule run as the gate runs it, in a process of its own: inside the test runner the TypeScript resolver
 * does not follow the web's '@/' alias, so a cycle through it would pass here unseen.
 */
function cyclesFound(cases: [file: string, from: string][]): number[] {
  const script = `
    import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = [];
    for (const [filePath, from] of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(\`import * as x from '\${from}';\\nexport const y = x;\\n\`, { filePath });
      found.push(result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').length);
    }
    console.log(JSON.stringify(found));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: new URL('..', import.meta.url).pathname,
    encoding: 'utf8',
  });
  return JSON.parse(out) as number[];
}

describe('no import cycle in apps/ (issue 40)', () => {
  it('refuses an import that closes a cycle, whichever way the path is written, and lets one go one way', () => {
    expect(
      cyclesFound([
        // The sessions plugin imports the access rules: access importing it back closes a cycle.
        ['apps/api/src/modules/access/access.ts', '../sessions/sessions.plugin.js'],
        ['apps/api/src/modules/access/access.ts', '../../modules/sessions/sessions.plugin.js'],
        // On the web, through the '@/' alias: the API client imports its error class.
        ['apps/web/src/lib/api-error.ts', '@/lib/api-client'],
        ['apps/web/src/lib/api-error.ts', './api-client'],
        // One way only: no cycle.
        ['apps/api/src/modules/access/access.ts', '../../lib/http-error.js'],
        ['apps/web/src/lib/api-client.ts', '@/lib/utils'],
      ]),
    ).toEqual([1, 1, 1, 1, 0, 0]);
  });
});

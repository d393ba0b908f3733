import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import-boundary rules of eslint.config.js, tried on code that breaks them (and code that does not). */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImports(filePath: string, from: string): Promise<number> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('the API layering (STYLE §12)', () => {
  it.each([
    ['apps/api/src/db/demo-data.ts', '../modules/users/users.repo.js'],
    ['apps/api/src/lib/audit.ts', '../modules/access/access.js'],
    ['apps/api/src/lib/audit.ts', '../plugins/auth.js'],
    ['apps/api/src/modules/meters/meters.repo.ts', '../../plugins/auth.js'],
    ['apps/api/src/modules/meters/meters.repo.ts', './meters.service.js'],
    ['apps/api/src/modules/meters/meters.service.ts', '../../plugins/auth.js'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await restrictedImports(file, from)).toBe(1);
  });

  it('lets a routes file use the HTTP plugins and a service use the access module', async () => {
    expect(
      await restrictedImports('apps/api/src/modules/meters/meters.routes.ts', '../../plugins/auth.js'),
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

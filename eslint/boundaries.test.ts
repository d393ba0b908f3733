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

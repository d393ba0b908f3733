import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

type Case = [file: string, from: string];

/**
 * The import rules of eslint.config.js, tried on code that breaks them (and code that does not): how many
 * messages `rule` gives for each file importing each path. Run as the gate runs them, in a process of their own:
 * inside the test runner the TypeScript resolver does not follow the web's '@/' alias, so an import through it
 * would resolve to nothing and pass here unseen.
 */
function hits(rule: string, cases: Case[]): number[] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const [rule, cases] = JSON.parse(process.argv[1]);
    const found = [];
    for (const [filePath, from] of cases) {
      const [result] = await eslint.lintText(\`import * as x from '\${from}';\\nexport const y = x;\\n\`, { filePath });
      found.push(result.messages.filter((m) => m.ruleId === rule).length);
    }
    console.log(JSON.stringify(found));`;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify([rule, cases])],
    { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' },
  );
  return JSON.parse(out) as number[];
}

/** Each refused case gives exactly one message, each allowed case none. */
function expectRule(rule: string, refused: Case[], allowed: Case[]) {
  const found = hits(rule, [...refused, ...allowed]);
  const expected = [...refused.map(() => 1), ...allowed.map(() => 0)];
  expect(found.map((n, i) => `${n} ${[...refused, ...allowed][i]?.join(' -> ')}`)).toEqual(
    expected.map((n, i) => `${n} ${[...refused, ...allowed][i]?.join(' -> ')}`),
  );
}

const PATHS = 'import-x/no-restricted-paths';

describe('the API layering (STYLE §12), by the file each import reaches', () => {
  it('keeps lib/, db/ and plugins/ below the modules, HTTP in routes, SQL alone in repositories', () => {
    expectRule(
      PATHS,
      [
        ['apps/api/src/db/demo-data.ts', '../modules/users/users.repo.js'],
        ['apps/api/src/lib/audit.ts', '../modules/access/access.js'],
        ['apps/api/src/lib/audit.ts', '../plugins/load-shedding.js'],
        ['apps/api/src/plugins/metrics.ts', '../modules/access/index.js'],
        ['apps/api/src/plugins/error-handler.ts', '../modules/sessions/sessions.plugin.js'],
        ['apps/api/src/modules/meters/meters.repo.ts', '../../plugins/load-shedding.js'],
        ['apps/api/src/modules/meters/meters.repo.ts', './meters.service.js'],
        ['apps/api/src/modules/meters/meters.service.ts', '../../plugins/load-shedding.js'],
      ],
      [
        ['apps/api/src/modules/health/health.routes.ts', '../../plugins/load-shedding.js'],
        ['apps/api/src/modules/meters/meters.service.ts', './meters.repo.js'],
        ['apps/api/src/app.ts', './plugins/load-shedding.js'],
      ],
    );
  });

  it('reaches another module only through its index.ts, however the path is written (issue 40)', () => {
    expectRule(
      PATHS,
      [
        ['apps/api/src/modules/meters/meters.service.ts', '../lifecycle/install.js'],
        ['apps/api/src/modules/meters/meters.service.ts', '../../modules/lifecycle/install.js'],
        ['apps/api/src/app.ts', './modules/meters/meters.routes.js'],
      ],
      [
        ['apps/api/src/modules/meters/meters.service.ts', '../lifecycle/index.js'],
        ['apps/api/src/modules/meters/meters.service.ts', '../access/index.js'],
        ['apps/api/src/app.ts', './modules/meters/index.js'],
        // Tests may reach inside.
        ['apps/api/src/modules/meters/meters.service.test.ts', '../lifecycle/install.js'],
      ],
    );
  });
});

describe('the web layering (STYLE §1, §12), by the file each import reaches', () => {
  it('keeps lib/ and config/ below everything, components/ below the features, each feature to itself, the app above', () => {
    expectRule(
      PATHS,
      [
        ['apps/web/src/components/data-table/data-table.tsx', '@/features/meters'],
        ['apps/web/src/components/ui/button.tsx', '../../features/people'],
        ['apps/web/src/components/ui/button.tsx', '@/app/router'],
        ['apps/web/src/features/meters/components/meters-list.tsx', '@/features/people'],
        ['apps/web/src/features/meters/components/meters-list.tsx', '../../people/officers/screens'],
        ['apps/web/src/features/people/officers/screens.ts', '@/app/layout/app-shell'],
        ['apps/web/src/lib/user-storage.tsx', '@/components/ui/spinner'],
        ['apps/web/src/config/paths.ts', '../features/people'],
      ],
      [
        ['apps/web/src/features/meters/components/meters-list.tsx', './meters-columns'],
        ['apps/web/src/features/meters/components/meters-list.tsx', '@/components/data-table/data-table'],
        ['apps/web/src/features/meters/components/meters-list.tsx', '@/config/paths'],
        ['apps/web/src/features/people/officers/screens.ts', '../components/texts'],
        ['apps/web/src/app/routes/officer-routes.tsx', '@/features/people'],
      ],
    );
  });

  it('keeps e2e to @smms/shared and its own support', () => {
    expectRule(
      'no-restricted-imports',
      [['e2e/tests/meters-aeadmin.spec.ts', '../../apps/web/src/config/paths.js']],
      [['e2e/tests/meters-aeadmin.spec.ts', '../support/meters.js']],
    );
  });
});

describe('no import cycle in apps/ (issue 40)', () => {
  it('refuses an import that closes a cycle, whichever way the path is written, and lets one go one way', () => {
    expectRule(
      'import-x/no-cycle',
      [
        // The sessions plugin imports the access rules: access importing it back closes a cycle.
        ['apps/api/src/modules/access/access.ts', '../sessions/sessions.plugin.js'],
        ['apps/api/src/modules/access/access.ts', '../../modules/sessions/index.js'],
        // On the web, through the '@/' alias: the API client imports its error class.
        ['apps/web/src/lib/api-error.ts', '@/lib/api-client'],
        ['apps/web/src/lib/api-error.ts', './api-client'],
      ],
      [
        ['apps/api/src/modules/access/access.ts', '../../lib/http-error.js'],
        ['apps/web/src/lib/api-client.ts', '@/lib/utils'],
      ],
    );
  });
});

/**
 * The API's layering as lint errors (STYLE §12): lower layers never import higher ones.
 *   lib/        small helpers: never modules/ or plugins/
 *   db/         connection, migrations, demo data: never modules/ or plugins/
 *   plugins/    the HTTP server's own concerns (metrics, compression, errors, static files): below the modules,
 *               never importing them (signing in is a module's: modules/sessions)
 *   modules/    routes → services → repositories; only routes speak HTTP (import plugins/)
 * No cycle anywhere (eslint/cycles.js).
 */
const never = (group, message) => ({ group, message });
const PLUGINS = never(['**/plugins/**'], "Only a module's routes file speaks HTTP: import plugins/ there.");
const MODULES = never(['**/modules/**'], 'A lower layer never imports modules/.');

export const apiBoundaries = [
  {
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULES, PLUGINS] }] },
  },
  {
    files: ['apps/api/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULES] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.routes.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PLUGINS] }] },
  },
  {
    files: [
      'apps/api/src/modules/**/*.repo.ts',
      'apps/api/src/modules/**/*.filters.ts',
      'apps/api/src/modules/**/*.sql.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PLUGINS,
            never(
              ['**/*.service.js', '**/*.routes.js'],
              'A repository holds SQL only: it never imports a service or routes.',
            ),
          ],
        },
      ],
    },
  },
];

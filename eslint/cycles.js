import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * No import cycle anywhere in apps/ (issue 40): each import resolved as TypeScript resolves it (the '@/' alias,
 * '.js' naming a '.ts' file), so a cycle through any path form is found. A type-only import is no cycle: it is
 * gone at run time.
 */
export const cycles = [
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How to parse the files an import reaches (TypeScript), and how to find them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api', 'apps/web', 'packages/shared'].map(
            (folder) => new URL(`../${folder}/tsconfig.json`, import.meta.url).pathname,
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

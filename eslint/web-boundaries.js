import fs from 'node:fs';

/**
 * The web's and e2e's import boundaries as lint errors (STYLE §1, §12; bulletproof-react does the same):
 *   apps/web/src/components/  shared UI below the features: never imports features/ or app/;
 *   apps/web/src/features/X/  never imports another feature, nor app/ (pages in app/ compose features);
 *   apps/web/src/lib/, config/ the calls, helpers and settings below every screen: never components/, features/, app/;
 *   e2e/                      imports @smms/shared and its own support/, never apps/.
 * The web's rules judge each import by the file it resolves to (import-x, with eslint/cycles.js's resolver, the
 * '@/' alias included), so no path form slips by; one zone per feature folder, read from the disk, so a feature
 * added later is covered the day it lands. e2e has no resolver of its own: its rule reads the import's words.
 */
const WEB_SRC = new URL('../apps/web/src/', import.meta.url).pathname;
const webFeatures = fs
  .readdirSync(`${WEB_SRC}features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: `${WEB_SRC}components/**`,
    from: `${WEB_SRC}@(features|app)/**`,
    message: 'components/ sit below the features and the app: pass what they need in as props.',
  },
  ...webFeatures.map((feature) => ({
    target: `${WEB_SRC}features/${feature}/**`,
    from: `${WEB_SRC}features/!(${feature})/**`,
    message:
      'Features never import each other: move what both need to components/ or lib/, or compose them in app/.',
  })),
  {
    target: `${WEB_SRC}features/**`,
    from: `${WEB_SRC}app/**`,
    message: 'A feature never imports the app: the app composes features.',
  },
  {
    target: `${WEB_SRC}@(lib|config)/**`,
    from: `${WEB_SRC}@(components|features|app)/**`,
    message: 'lib/ and config/ sit below every screen: they never import components/, features/ or app/.',
  },
];

const climbing = (target) =>
  ['../', '../../', '../../../', '../../../../', '../../../../../'].flatMap((up) => [
    `${up}${target}`,
    `${up}${target}/**`,
  ]);

export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@smms/api', '@smms/api/**', '@smms/web', '@smms/web/**', ...climbing('apps')],
              message: 'e2e tests the running console: import @smms/shared and e2e/support, never apps/.',
            },
          ],
        },
      ],
    },
  },
];

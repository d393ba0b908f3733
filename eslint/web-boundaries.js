import fs from 'node:fs';

/**
 * The web's and e2e's import boundaries as lint errors (STYLE §1, §12; bulletproof-react does the same):
 *   apps/web/src/components/  shared UI below the features: never imports features/ or app/;
 *   apps/web/src/features/X/  never imports another feature, nor app/ (pages in app/ compose features);
 *   e2e/                      imports @smms/shared and its own support/, never apps/.
 * One block per feature folder, read from the disk, so a feature added later is covered the day it lands.
 * Both import forms are caught: the '@/' alias and relative paths that climb out of a folder.
 */
const WEB_SRC = 'apps/web/src';
const climbing = (target) =>
  ['../', '../../', '../../../', '../../../../', '../../../../../'].flatMap((up) => [
    `${up}${target}`,
    `${up}${target}/**`,
  ]);
const webFolder = (folder) => [`@/${folder}`, `@/${folder}/**`, ...climbing(folder)];
const webFeatures = fs
  .readdirSync(new URL(`../${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const webBoundaries = [
  {
    files: [`${WEB_SRC}/components/**/*.{ts,tsx}`],
    rules: restrict({
      group: [...webFolder('features'), ...webFolder('app')],
      message: 'components/ sit below the features and the app: pass what they need in as props.',
    }),
  },
  ...webFeatures.map((feature) => ({
    files: [`${WEB_SRC}/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      {
        group: webFeatures
          .filter((other) => other !== feature)
          .flatMap((other) => [...webFolder(`features/${other}`), ...climbing(other)]),
        message:
          'Features never import each other: move what both need to components/ or lib/, or compose them in app/.',
      },
      { group: webFolder('app'), message: 'A feature never imports the app: the app composes features.' },
    ),
  })),
  {
    files: ['e2e/**/*.ts'],
    rules: restrict({
      group: ['@smms/api', '@smms/api/**', '@smms/web', '@smms/web/**', ...climbing('apps')],
      message: 'e2e tests the running console: import @smms/shared and e2e/support, never apps/.',
    }),
  },
];

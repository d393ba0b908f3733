import { defineConfig } from 'vitest/config';

const TRUST = {
  test: {
    name: 'trust',
    include: ['apps/api/src/trust/**/*.trust.ts'],
    testTimeout: 600000,
    hookTimeout: 120000,
    pool: 'forks' as const,
    // Each file measures what it does under load of its own; one at a time keeps the figures honest.
    fileParallelism: false,
  },
};

// One runner for every unit and API test; the web project runs in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'lint', include: ['eslint/**/*.test.ts'], testTimeout: 30000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      // The adversarial suite (issue 13) runs only through `npm run test:trust`, which sets SMMS_TRUST and
      // prints the figures its tests record; a plain `vitest run` leaves it out.
      ...(process.env.SMMS_TRUST ? [TRUST] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Whole-journey tests (sign in, reset a password) run several seconds in jsdom on a busy machine.
          testTimeout: 15000,
        },
      },
    ],
  },
});

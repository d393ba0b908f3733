import { defineConfig } from 'vitest/config';

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

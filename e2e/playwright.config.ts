import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
process.env.E2E_PORT = String(PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The e2e server's data folder: its SMS outbox is where the tests read OTPs. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `smms-e2e-${PORT}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
const WEB_SNAPSHOT = `${E2E_DATA_DIR}-web`;
// Several runs on one machine while the code changes: each can serve its own copy of the build
// (E2E_WEB_DIST: a copy of apps/web/dist; E2E_SERVER: a copy of apps/api/dist/server.js beside it).
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'apps/web/dist';
const SERVER = process.env.E2E_SERVER ?? 'apps/api/dist/server.js';

// A run on another port (several at once on one machine) keeps its own artifacts and report, since
// Playwright empties outputDir when a run starts; the default run keeps the paths CI reads.
const RUN = PORT === 8181 ? '' : `-${PORT}`;

// Debian's Chromium, never a downloaded browser: its headless shell where installed (Debian's
// chromium-headless-shell, the engine without the browser's window machinery, a third faster a test here), else the
// browser itself in headless mode. Flags keep it off the (closed) network.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  outputDir: `../test-results/e2e${RUN}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `../test-results/reports${RUN}/playwright.json` }]],
  globalSetup: './support/global-setup.ts',
  // The review specs approve and reject demo meters, which moves the counts other specs compare: they run
  // once every other spec has finished.
  // The layout spec checks default column sets, which follow each user on the server: it runs once no other spec
  // can turn columns on. The dashboard-numbers spec compares each count with its list's total: it runs once no
  // console spec can add an admin or an officer between the two reads.
  projects: [
    { name: 'console', testIgnore: /(review-.*|table-craft|dashboard-numbers)\.spec\.ts$/ },
    { name: 'layout', testMatch: /(table-craft|dashboard-numbers)\.spec\.ts$/, dependencies: ['console'] },
    {
      name: 'review',
      testMatch: /review-.*\.spec\.ts$/,
      testIgnore: /review-(rework|auto-commission)/,
      dependencies: ['layout'],
    },
    // A reopened meter, or an automatic approval undone, joins the BI admin's queue, and an import's rule takes
    // meters from the super admin's: the review specs count those queues as they work through them.
    { name: 'requeue', testMatch: /review-(rework|auto-commission)\.spec\.ts$/, dependencies: ['review'] },
  ],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Exactly as `npm run demo` starts it, on a fresh data folder (the build is done before the tests run).
    // It serves a snapshot of the built console, so a rebuild during the run (vite empties apps/web/dist)
    // cannot pull the pages from under the tests; the server bundle itself is loaded once at start.
    command: `rm -rf "${E2E_DATA_DIR}" "${WEB_SNAPSHOT}" && cp -R "${WEB_DIST}" "${WEB_SNAPSHOT}" && node "${SERVER}" --demo`,
    cwd: '..',
    url: `${BASE_URL}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      WEB_DIR: WEB_SNAPSHOT,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The browser is the "proxy": a test that needs an address of its own (the per-address OTP text caps,
      // 3 a minute) sends X-Forwarded-For; every other request is 127.0.0.1's, as before.
      TRUST_PROXY: '127.0.0.1',
      // The sessions global-setup signs in serve the whole run: a login only the later projects use (the
      // layout project's own-preferences admin) would otherwise sit idle past the default 30 minutes on a slow
      // machine and open the sign-in page instead of its list.
      SESSION_IDLE_MINUTES: String(24 * 60),
    },
  },
});

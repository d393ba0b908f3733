import fs from 'node:fs';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { SCANNED_DIR } from './fixtures.js';
import { DEMO_LOGINS, OWN_PREFERENCES_LOGIN, STATE_DIR, stateFile } from './roles.js';

/**
 * Signs in once per demo role through the API and keeps each session for the tests (storageState); forgets the
 * screens a previous run scanned with axe.
 */
export default async function globalSetup(config: FullConfig) {
  fs.rmSync(SCANNED_DIR, { recursive: true, force: true });
  const baseURL = config.projects[0]?.use.baseURL;
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const logins = { ...DEMO_LOGINS, ownPreferences: OWN_PREFERENCES_LOGIN };
  for (const [role, { username, password }] of Object.entries(logins)) {
    const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-requested-with': 'smms' } });
    const response = await context.post('/api/v1/auth/login', { data: { username, password } });
    if (!response.ok())
      throw new Error(`demo sign-in of ${username} failed: ${response.status()} ${await response.text()}`);
    await context.storageState({ path: stateFile(role as keyof typeof logins) });
    await context.dispose();
  }
  fs.writeFileSync(path.join(STATE_DIR, '.gitignore'), '*\n');
}

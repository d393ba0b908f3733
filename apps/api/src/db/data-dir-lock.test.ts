import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smms-lock-'));
const pidFile = path.join(dataDir, 'smms.pid');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('an embedded database directory has one owner', () => {
  // Two fresh databases made on disk: seconds each on a machine running other test files.
  it(
    'refuses a second opening while the first is open, and opens again after it closed',
    { timeout: 120_000 },
    async () => {
      const first = await openDatabase({ dataDir });
      expect(fs.readFileSync(pidFile, 'utf8').trim()).toBe(String(process.pid));
      // Another live process's mark (this test's parent stands in for a second server).
      fs.writeFileSync(pidFile, `${process.ppid}\n`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /in use by process \d+: one server per DATA_DIR/,
      );
      fs.writeFileSync(pidFile, `${process.pid}\n`);
      await first.close();
      expect(fs.existsSync(pidFile)).toBe(false);
      const again = await openDatabase({ dataDir });
      await again.close();
    },
  );

  it('takes over the mark of a process that is gone (kill -9, a crash)', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    fs.mkdirSync(path.dirname(pidFile), { recursive: true });
    fs.writeFileSync(pidFile, `${gone}\n`);
    const handle = await openDatabase({ dataDir });
    expect(fs.readFileSync(pidFile, 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
  });
});

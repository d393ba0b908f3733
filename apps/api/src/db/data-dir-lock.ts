import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One process owns an embedded database's directory: PGlite has no lock of its own, and two servers on one
 * DATA_DIR each kept their own copy and lost each other's writes (issue 39). The owner's pid goes in
 * `smms.pid` beside its `pgdata` (created exclusively); a file left by a process that is gone (kill -9, a crash, a container's
 * restart reusing the pid) is taken over. Answers the release, which removes the file if it is still ours.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'smms.pid');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (fs.existsSync(file) && Number(fs.readFileSync(file, 'utf8')) === process.pid) fs.rmSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new Error(
          `The embedded database in ${dir} is in use by process ${holder}: one server per DATA_DIR ` +
            '(several instances need PostgreSQL: DATABASE_URL)',
        );
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the embedded database in ${dir}: ${file} keeps coming back`);
}

// Builds the release (scripts/release.sh, from the builds already made) and starts it as production runs it:
// NODE_ENV=production on an empty embedded database. Checks that it serves the console and the API, hides what
// production hides, and stops cleanly on SIGTERM. What the Dockerfile and the systemd unit rely on.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'smms-release-'));
const release = path.join(work, 'release');
execFileSync('bash', [path.join(root, 'scripts/release.sh'), release], {
  stdio: 'inherit',
  env: { ...process.env, RELEASE_BUILT: '1' },
});

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
let output = '';
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: release,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    TOTP_KEY: randomBytes(32).toString('base64'),
    SMS_PROVIDER: 'outbox',
    ADMIN_PASSWORD: `Release#${randomBytes(6).toString('hex')}`,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

const base = `http://127.0.0.1:${port}`;
const problems = [];
const expectStatus = async (url, status, headers = {}) => {
  const answer = await fetch(base + url, { headers }).catch((error) => ({ status: String(error) }));
  if (answer.status !== status) problems.push(`${url}: ${answer.status}, expected ${status}`);
  return answer;
};
try {
  const started = Date.now();
  for (;;) {
    const health = await fetch(`${base}/api/v1/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() - started > 60_000) throw new Error(`the release did not answer within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const page = await expectStatus('/login', 200, { accept: 'text/html' });
  if (!(await page.text()).includes('<div id="root">')) problems.push('/login: not the console');
  await expectStatus('/api/v1/auth/me', 401);
  await expectStatus('/api/docs/json', 404);
  await expectStatus('/metrics', 404);
  const assets = fs.readdirSync(path.join(release, 'apps/web/dist/assets'));
  const map = assets.find((name) => name.endsWith('.js.map'));
  if (map) await expectStatus(`/assets/${map}`, 404);
  const script = assets.find((name) => name.endsWith('.js'));
  await expectStatus(`/assets/${script}`, 200);
} finally {
  server.kill('SIGTERM');
}
const end = await exited;
if (end.code !== 0) problems.push(`SIGTERM: exit ${JSON.stringify(end)}`);
fs.rmSync(work, { recursive: true, force: true });
if (problems.length) {
  console.error(`The release failed its check:\n- ${problems.join('\n- ')}\n\nServer output:\n${output}`);
  process.exit(1);
}
console.log(
  `The release serves the console and the API in production and stops cleanly (${path.basename(release)}).`,
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeter, addUser, FIXTURE_PASSWORD } from './test/fixtures.js';
import { multipart } from './test/multipart.js';
import { CONSOLE, createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
const lines: string[] = [];
let token: string;
let cookie: string;
let meterId: number;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
  const officer = await addUser(t.app.dbHandle.db, { username: 'log.officer', role: 'FIELD_OFFICER' });
  meterId = (await addMeter(t.app.dbHandle.db, { fieldOfficerId: officer.id })).id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    // As the field app signs in (no console header): the answer carries the token, for Bearer calls.
    payload: { username: 'log.officer', password: FIXTURE_PASSWORD },
  });
  token = login.json().token;
  const session = login.cookies.find((c) => c.name.endsWith('smms_session'));
  cookie = `${session?.name}=${session?.value}`;
});
afterAll(() => t.close());

describe('the application log at trace', () => {
  it("keeps a multipart upload's session cookie and Authorization header out (busboy's options)", async () => {
    const form = multipart({}, [
      { field: 'file', name: 'x.txt', type: 'text/plain', bytes: Buffer.from('x') },
    ]);
    for (const auth of [{ cookie }, { authorization: `Bearer ${token}` }]) {
      const secret = auth.cookie?.split('=')[1] ?? token;
      const before = lines.length;
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/v1/meters/${meterId}/photos/1`,
        headers: { ...CONSOLE, ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      const written = lines.slice(before).join('\n');
      expect(written).toContain('busboyOptions');
      expect(written).toContain('[redacted]');
      expect(written).not.toContain(secret);
    }
  });
});

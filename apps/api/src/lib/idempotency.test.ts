import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_REPLAYED_HEADER } from '@smms/shared';
import { addUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createIdempotencyKeys, type IdempotencyClaim } from './idempotency.js';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await addUser(t.app.dbHandle.db, { username: 'keys.owner', role: 'FIELD_OFFICER' })).id;
});
afterAll(() => t.close());

/** A reply that records what was sent: status, headers and body. */
function recordingReply() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

const answer = (result: string) => ({ status: result === 'registered' ? 201 : 200, body: { result } });

describe('answerOnce', () => {
  it('replays the first attempt to a retry that answered without its key while that attempt finished', async () => {
    const keys = createIdempotencyKeys(t.app.dbHandle.db);
    const claim: IdempotencyClaim = { userId, route: '/test', key: 'raced', hash: 'h1' };
    const retry = recordingReply();
    // The retry looks its key up first (nothing yet); while it runs, the first attempt claims the key,
    // registers and answers 201; the retry then finds the thing registered and answers without its key.
    await keys.answerOnce(retry.reply, claim, answer, async () => {
      const first = recordingReply();
      await keys.answerOnce(first.reply, claim, answer, async (guard) => {
        await t.app.dbHandle.db.transaction().execute(async (tx) => {
          await guard?.reserve(tx);
          await guard?.keep(tx, 'registered');
        });
        return 'registered';
      });
      expect(first.sent.status).toBe(201);
      return 'found already';
    });
    expect(retry.sent).toEqual({
      status: 201,
      headers: { [IDEMPOTENCY_REPLAYED_HEADER]: 'true' },
      body: { result: 'registered' },
    });
  });

  it('answers a run without its key as it answered when no attempt with the key has finished', async () => {
    const keys = createIdempotencyKeys(t.app.dbHandle.db);
    const alone = recordingReply();
    await keys.answerOnce(
      alone.reply,
      { userId, route: '/test', key: 'alone', hash: 'h2' },
      answer,
      async () => 'found already',
    );
    expect(alone.sent).toEqual({ status: 200, headers: {}, body: { result: 'found already' } });
  });
});

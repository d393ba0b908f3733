import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  IDEMPOTENCY,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  IdempotencyKey,
} from '@smms/shared';
import type { Db } from '../db/connection.js';
import { HttpError } from './http-error.js';

/**
 * `Idempotency-Key` on the field app's registering writes (issue 13; IETF draft
 * httpapi-idempotency-key-header). A key belongs to the calling user and the route. Its row is inserted
 * first in the write's transaction and given the answer at the end of it, so the answer and the write
 * commit together or not at all. A retry of a finished request answers the stored status and body with
 * `Idempotency-Replayed: true`; a retry while the first still runs waits on the key's row and then does
 * the same (if the first failed, its row rolled back with it and the retry runs as new). Only answers
 * that wrote something are stored. Rows older than a day are ignored, taken over, and pruned now and then.
 */

/** What makes two requests with one key "the same": user, route, and a hash of method, path and body. */
export interface IdempotencyClaim {
  userId: number;
  route: string;
  key: string;
  hash: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** What a service does with a claim inside its transaction: reserve first, keep its result last. */
export interface KeyGuard<T> {
  reserve(tx: Db): Promise<void>;
  keep(tx: Db, result: T): Promise<void>;
}

/** Thrown inside the write's transaction when the key has an answer already: rolls back, then replays. */
class Replay extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('idempotent replay');
  }
}

const KEEP = sql`interval '24 hours'`;
const PRUNE_EVERY_MS = 60_000;

/** The request's claim, or none without the header; a malformed key is a 400. */
export function claimOf(
  request: FastifyRequest,
  userId: number,
  body: { fields: unknown } | { fields: Record<string, string>; files: { field: string; bytes: Buffer }[] },
): IdempotencyClaim | undefined {
  const sent = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (sent === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(sent);
  if (!parsed.success) throw new HttpError(400, IDEMPOTENCY.badKey);
  const key = parsed.data;
  const route = request.routeOptions.url ?? request.url;
  const hash = createHash('sha256').update(`${request.method}\n${route}\n`);
  if ('files' in body) {
    // A form: its fields by name, then each file by field and content, in the order sent.
    const fields = Object.entries(body.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash.update(JSON.stringify(fields));
    for (const file of body.files)
      hash.update(`\n${file.field}\n${createHash('sha256').update(file.bytes).digest('hex')}`);
  } else hash.update(JSON.stringify(body.fields) ?? '');
  return { userId, route, key, hash: hash.digest('hex') };
}

const mismatch = () => new HttpError(422, IDEMPOTENCY.mismatch);

export function createIdempotencyKeys(db: Db) {
  let prunedAt = 0;
  const ofClaim = (claim: IdempotencyClaim) => ({
    userId: claim.userId,
    route: claim.route,
    key: claim.key,
  });

  /** Removes expired keys, at most once a minute, so the table holds about a day of writes. */
  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db
      .deleteFrom('idempotencyKeys')
      .where('createdAt', '<', sql<string>`now() - ${KEEP}`)
      .execute();
  }

  /** The live row of a key, if any. */
  const find = (from: Db, claim: IdempotencyClaim) =>
    from
      .selectFrom('idempotencyKeys')
      .select(['requestHash', 'status', 'body'])
      .where('userId', '=', claim.userId)
      .where('route', '=', claim.route)
      .where('key', '=', claim.key)
      .where('createdAt', '>=', sql<string>`now() - ${KEEP}`)
      .executeTakeFirst();

  /** The stored answer of a finished request with this key; 422 if the key was used for another one. */
  async function lookup(claim: IdempotencyClaim): Promise<StoredAnswer | undefined> {
    await prune();
    const row = await find(db, claim);
    if (!row || row.status === null) return undefined;
    if (row.requestHash !== claim.hash) throw mismatch();
    return { status: row.status, body: row.body };
  }

  /**
   * Claims the key inside `tx`, or throws its stored answer. An expired row is taken over. On PostgreSQL
   * the insert waits while another transaction holds the same key, so concurrent retries queue behind it.
   */
  async function reserve(tx: Db, claim: IdempotencyClaim): Promise<void> {
    const taken = await tx
      .insertInto('idempotencyKeys')
      .values({ ...ofClaim(claim), requestHash: claim.hash })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'route', 'key'])
          .doUpdateSet({ requestHash: claim.hash, status: null, body: null, createdAt: sql`now()` })
          .where('idempotencyKeys.createdAt', '<', sql<string>`now() - ${KEEP}`),
      )
      .returning('key')
      .executeTakeFirst();
    if (taken) return;
    const row = await find(tx, claim);
    if (!row || row.status === null) throw new Error('idempotency key held without an answer');
    if (row.requestHash !== claim.hash) throw mismatch();
    throw new Replay({ status: row.status, body: row.body });
  }

  async function keep(tx: Db, claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
    await tx
      .updateTable('idempotencyKeys')
      .set({ status: answer.status, body: JSON.stringify(answer.body) })
      .where('userId', '=', claim.userId)
      .where('route', '=', claim.route)
      .where('key', '=', claim.key)
      .execute();
  }

  /**
   * Answers a write once per key: a stored answer is replayed; otherwise `run` does the write with a
   * guard that reserves the key and keeps `answer(result)` in its transaction. A `run` that answers without
   * claiming the key has the key looked up again: a retry racing its own first attempt gets that attempt's
   * answer. Without a claim, `run` simply runs.
   */
  async function answerOnce<T>(
    reply: FastifyReply,
    claim: IdempotencyClaim | undefined,
    answer: (result: T) => StoredAnswer,
    run: (guard: KeyGuard<T> | undefined) => Promise<T>,
  ) {
    const send = (a: StoredAnswer) => reply.status(a.status).send(a.body);
    if (!claim) return send(answer(await run(undefined)));
    const stored = await lookup(claim);
    if (stored) return replay(reply, stored);
    let kept: StoredAnswer | undefined;
    const guard: KeyGuard<T> = {
      reserve: (tx) => reserve(tx, claim),
      keep: async (tx, result) => {
        kept = answer(result);
        await keep(tx, claim, kept);
      },
    };
    try {
      const result = await run(guard);
      if (kept) return send(kept);
      // The write answered without claiming the key (a service's shortcut, such as a modem number registered
      // already). An attempt with the same key may have finished since the lookup above: its answer is the key's.
      const meanwhile = await lookup(claim);
      return meanwhile ? replay(reply, meanwhile) : send(answer(result));
    } catch (error) {
      if (error instanceof Replay) return replay(reply, error.answer);
      throw error;
    }
  }

  return { answerOnce };
}

function replay(reply: FastifyReply, answer: StoredAnswer) {
  return reply.status(answer.status).header(IDEMPOTENCY_REPLAYED_HEADER, 'true').send(answer.body);
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;

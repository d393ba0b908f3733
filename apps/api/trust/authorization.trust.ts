import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE, createTestApp, type TestApp } from '../src/test/test-app.js';
import { figure, recordFigures } from './figures.js';
import {
  expected,
  IDENTITIES,
  LIVE,
  MATRIX,
  outOfMatrix,
  type Identity,
  type Outcome,
  type RouteCase,
  type World,
} from './authorization-matrix.js';
import { registeredRoutes } from './authorization-routes.js';
import { rowsChanged, snapshot, tablesOf, type Snapshot } from './authorization-snapshot.js';
import { makeSessions, makeWorld, type Sessions } from './authorization-world.js';

/**
 * Issue 13, item 2: every route × every identity of the authorization matrix, sent through the real app.
 * Each answer must be the matrix's; each refused call must leave every row of every table as it was
 * (compared call by call, so a change names its call).
 */
let t: TestApp;
let sessions: Sessions;
let world: World;
let tables: string[];

beforeAll(async () => {
  // The per-address rate limit would answer 429 long before the matrix is through, and load shedding a 503
  // on a busy test machine; both act before the session is read and neither is what this test measures.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000000', LOAD_SHEDDING: 'off' });
  tables = await tablesOf(t.app.dbHandle.db);
  sessions = await makeSessions(t.app, t.config.session.idleMinutes);
  world = await makeWorld(t.app, sessions.cookie.superAdmin ?? '');
});
afterAll(async () => {
  await t?.close();
});

interface Cell {
  method: string;
  route: string;
  identity: Identity;
  expected: Outcome;
  status: number;
  /** 'leak': another AE_ADMIN's answer holds something of aeOwn's officer (an unexpected allow). */
  outcome: Outcome | 'other' | 'leak';
  changed: Record<string, number>;
  body: string;
}

/** Reads an answer as the matrix's outcomes: the route's success status is "allowed". */
function outcomeOf(route: RouteCase, status: number, body: string): Outcome | 'other' {
  if (status === (route.status ?? 200) && (!route.message || body.includes(route.message))) return 'allowed';
  if (status === 401 || status === 403 || status === 404) return status;
  return 'other';
}

/** How a cell's call is sent: as the matrix builds it, as HEAD (every GET), or with a malformed body. */
type Variant = 'as built' | 'HEAD' | 'malformed body';
/** A JSON body no route accepts: a refused caller must get its 401/403/404 all the same, unread. */
const MALFORMED = { payload: '{"authz":', headers: { 'content-type': 'application/json' } };

/**
 * The rows as they stand, while known: a refused call's "after" is the next refused call's "before",
 * unless something may have written in between (a builder making its object, an allowed call, a sign-in).
 */
let current: Snapshot | null = null;

/**
 * Each call from an address of its own: the matrix is about who may call what, and the per-address caps on OTP
 * texts and resets (issue 37) would otherwise answer 429 to the twelfth identity asking for one.
 */
let calls = 0;
const nextAddress = () => {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
};

async function runCell(route: RouteCase, identity: Identity, variant: Variant): Promise<Cell> {
  const want = expected(route, identity);
  const built = route.request(world);
  if (built instanceof Promise) current = null;
  const request = await built;
  const fresh = route.endsSession && want === 'allowed' && LIVE.includes(identity);
  const cookie = fresh ? await sessions.fresh(identity) : sessions.cookie[identity];
  const db = t.app.dbHandle.db;
  // What the app does after answering (an OTP's text, a sign-in's purge) lands before a snapshot, never between two.
  await t.app.background.idle();
  const before = want === 'allowed' ? null : (current ?? (await snapshot(db, tables)));
  const method = variant === 'HEAD' ? 'HEAD' : route.method;
  const { payload, headers } = variant === 'malformed body' ? MALFORMED : request;
  const response = await t.app.inject({
    method,
    url: request.url,
    remoteAddress: nextAddress(),
    headers: {
      ...CONSOLE,
      ...headers,
      ...(cookie ? { cookie } : {}),
      ...(sessions.bearer[identity] ? { authorization: `Bearer ${sessions.bearer[identity]}` } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  await t.app.background.idle();
  const after = before ? await snapshot(db, tables) : null;
  current = after;
  const changed = before && after ? rowsChanged(before, after) : {};
  let outcome: Cell['outcome'] = outcomeOf(route, response.statusCode, response.body);
  // Per object in lists too: what another AE_ADMIN may read must hold nothing of aeOwn's officer.
  const leaked =
    identity === 'aeOther' &&
    route.roles !== 'public' &&
    world.hidden.filter((text) => response.body.includes(text));
  if (leaked && leaked.length > 0) outcome = 'leak';
  return {
    method: variant === 'malformed body' ? `${method} (malformed body)` : method,
    route: route.route,
    identity,
    expected: want,
    status: response.statusCode,
    outcome,
    changed,
    body: response.body.slice(0, 200),
  };
}

/**
 * Refused by session or role, which the auth plugin settles before the body is read: such a caller gets
 * the same answer whatever it sends. A refusal by scope or by the route's own rule comes from the
 * service, after the body is validated, so a malformed body is a 400 there, for every object alike.
 */
const atTheDoor = (route: RouteCase, identity: Identity) => {
  const want = expected(route, identity);
  return !route.except?.[identity] && (want === 401 || want === 403);
};

describe('authorization matrix', () => {
  it('lists every route the server registers', () => {
    const listed = new Set(MATRIX.map((route) => `${route.method} ${route.route}`));
    const missing = registeredRoutes(t.app)
      .filter(({ url }) => !outOfMatrix(url))
      .filter(({ method, url }) => !listed.has(`${method === 'HEAD' ? 'GET' : method} ${url}`))
      .map(({ method, url }) => `${method} ${url}`);
    const stale = MATRIX.filter((route) => !t.app.hasRoute({ method: route.method, url: route.route })).map(
      (route) => `${route.method} ${route.route}`,
    );
    recordFigures(figure('authorization', 'routes not in the matrix', missing.length, '= 0'));
    expect(missing, 'routes the matrix does not list').toEqual([]);
    expect(stale, 'matrix entries the server does not register').toEqual([]);
  });

  it('answers every identity as the matrix says, and no refused call changes a row', async () => {
    const cells: Cell[] = [];
    // AUTHZ_ROUTES=<text> runs only the routes whose template contains it (to look into one quickly).
    const only = process.env.AUTHZ_ROUTES;
    for (const route of MATRIX.filter((entry) => !only || entry.route.includes(only))) {
      // The refused cells first: an allowed call may change what the others would see.
      const order = [...IDENTITIES].sort(
        (a, b) => Number(expected(route, a) === 'allowed') - Number(expected(route, b) === 'allowed'),
      );
      for (const identity of order) {
        cells.push(await runCell(route, identity, 'as built'));
        if (route.method === 'GET') cells.push(await runCell(route, identity, 'HEAD'));
        else if (atTheDoor(route, identity)) cells.push(await runCell(route, identity, 'malformed body'));
      }
    }
    const wrong = cells.filter((cell) => cell.outcome !== cell.expected);
    const allows = wrong.filter((cell) => cell.outcome === 'allowed' || cell.outcome === 'leak');
    const denies = wrong.filter((cell) => cell.expected === 'allowed');
    const writes = cells.filter((cell) => Object.keys(cell.changed).length > 0);
    const rows = writes.reduce(
      (sum, cell) => sum + Object.values(cell.changed).reduce((a, b) => a + b, 0),
      0,
    );
    const refused = cells.filter((cell) => cell.expected !== 'allowed').length;
    recordFigures(
      {
        area: 'authorization',
        name: 'cases run',
        value: cells.length,
        target: `${refused} refused`,
        holds: true,
      },
      figure('authorization', 'unexpected allows', allows.length, '= 0'),
      figure('authorization', 'unexpected denies', denies.length, '= 0'),
      {
        area: 'authorization',
        name: 'other wrong answers (status or deny code)',
        value: wrong.length - allows.length - denies.length,
        target: '= 0',
        holds: wrong.length === allows.length + denies.length,
      },
      figure('authorization', 'rows changed by denied requests', rows, '= 0'),
    );
    const show = (cell: Cell) =>
      `${cell.method} ${cell.route} as ${cell.identity}: expected ${cell.expected}, got ${cell.status} ${cell.body}`;
    expect(wrong.map(show)).toEqual([]);
    expect(writes.map((cell) => `${show(cell)} changed ${JSON.stringify(cell.changed)}`)).toEqual([]);
  });
});

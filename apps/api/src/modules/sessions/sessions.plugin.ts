import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AUTH, SERVER } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { AuditActor } from '../../lib/audit.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import type { Access } from '../../lib/route-kit.js';
import { assertView, type Actor } from '../access/index.js';
import { sha256 } from '../../lib/tokens.js';
import { sessionCache, SESSION_CACHE_MS } from './session-cache.js';
import { sessionPeers } from './session-peers.js';
import { findLiveSession, touchSession } from './sessions.repo.js';
import { findServiceCaller, isServiceToken, type ServiceCaller } from './service-tokens.js';

/** The session cookie's name outside production (plain HTTP on localhost cannot set a `__Host-` cookie). */
export const SESSION_COOKIE = 'smms_session';
/**
 * The session cookie's name, the one place that says it: in production `__Host-smms_session`, which a
 * browser only keeps when it is Secure, Path=/ and has no Domain, so no sibling host or plain-HTTP page
 * can plant or overwrite it (issue 13, ASVS 3.4.4).
 */
export const sessionCookieName = (secure: boolean): string =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
/** How the session cookie is set: httpOnly, SameSite=Strict, Path=/, never a Domain (DESIGN §3). */
export const sessionCookieOptions = (secure: boolean, expires: Date) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: '/', expires }) as const;
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'smms';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
    sessionToken: string | null;
    /** A machine caller with a live service token (issue 39); never with an actor. */
    service: ServiceCaller | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * How old a session's last-seen time may get before a call writes it again: a hundredth of the idle window, at
 * most a minute. Idle time is counted from that write, so a session ends after between 99% and 100% of the
 * window without a call, never later, and someone who works within 99% of it stays signed in (issue 37: with
 * a write at most once a minute, SESSION_IDLE_MINUTES=1 signed out a person working every 45 s).
 */
export const touchEveryMs = (idleMinutes: number) => Math.min(60_000, idleMinutes * 600);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * A browser request that changes something must carry the console's own header, and its Origin,
 * when sent, must be this host: a cross-site form or script cannot do both (DESIGN §3).
 */
function checkCsrf(request: FastifyRequest, usesBearer: boolean, cookieName: string): void {
  if (!MUTATING.has(request.method) || usesBearer) return;
  const origin = request.headers.origin;
  const hasCookie = Boolean(request.cookies[cookieName]);
  if (!origin && !hasCookie) return; // not a browser: the field app signs in without cookies
  if (request.headers[CSRF_HEADER] !== CSRF_VALUE) throw forbidden(SERVER.csrf);
  if (origin) {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (host !== request.headers.host) throw forbidden(SERVER.csrf);
  }
}

export interface AuthPluginOptions {
  db: Db;
  idleMinutes: number;
  /** Production: the cookie is Secure and `__Host-` named (sessionCookieName). */
  secureCookies: boolean;
  /** REDIS_URL's client: the other instances' session caches are emptied through it (session-peers.ts). */
  redis?: Redis;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  const sessions = sessionCache(SESSION_CACHE_MS);
  const peers = sessionPeers(() => sessions.clear(), opts.redis);
  app.addHook('onClose', async () => peers.close());
  const cookieName = sessionCookieName(opts.secureCookies);
  const touchEvery = touchEveryMs(opts.idleMinutes);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('service', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // By the route reached, not the URL as spelled: `/%61pi/v1/auth/login` is the same call (issue 13).
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    checkCsrf(request, Boolean(bearer), cookieName);
    if (bearer && isServiceToken(bearer)) {
      request.service = await findServiceCaller(opts.db, bearer);
      return;
    }
    const token = bearer ?? request.cookies[cookieName] ?? null;
    if (!token) return;
    const tokenHash = sha256(token);
    let found = sessions.get(tokenHash);
    if (!found) {
      const readAt = sessions.generation();
      found = await findLiveSession(opts.db, tokenHash, opts.idleMinutes);
      if (!found) return;
      sessions.set(tokenHash, found, readAt);
    }
    request.actor = {
      user: found.user,
      sessionId: found.sessionId,
      via: bearer ? 'bearer' : 'cookie',
      ip: request.ip,
    };
    request.sessionToken = token;
    if (Date.now() - Date.parse(found.lastSeenAt) >= touchEvery) {
      await touchSession(opts.db, found.sessionId);
      found.lastSeenAt = new Date().toISOString();
    }
  });

  // A write may end sessions or change who someone is (logout, deactivation, password, role, areas): the
  // cached sessions go, here and in the other workers, before its answer leaves, so the caller's next call reads
  // them afresh.
  app.addHook('onSend', async (request) => {
    if (!MUTATING.has(request.method)) return;
    sessions.clear();
    await peers.clear();
  });

  // Who may call the route is settled here, before the body is read, parsed or validated: a caller without
  // a session gets 401 and one of the wrong role 403, not the route's validation messages (issue 13).
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    // A service token reaches only the routes that name one of its scopes; it is nobody's session.
    if (request.service) {
      if (access.service && request.service.scopes.includes(access.service)) return;
      throw forbidden(AUTH.forbidden);
    }
    if (!request.actor) throw unauthorized(AUTH.notLoggedIn);
    if (!access.roles.includes(request.actor.user.role)) throw forbidden(AUTH.forbidden);
    assertView(request.actor, access.view);
  });
});

/**
 * Who the audit log names for a route a service token may call (orService): the signed-in person, or the
 * service account by name (no user).
 */
export function callerOf(request: FastifyRequest): AuditActor {
  if (request.service)
    return { user: null, ip: request.ip, name: `${request.service.name} (service account)` };
  return actorOf(request);
}

/** The signed-in user of a route that declared roles; the onRequest hook above has checked it. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(AUTH.notLoggedIn);
  return request.actor;
}

import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { API_BASE } from '@smms/shared';
import { startupWarnings, tileOrigins, type Config } from './config.js';
import { logDestination } from './lib/log-destination.js';
import { databaseIsUp, openConfigured, withPreparable, type DbHandle } from './db/connection.js';
import { ensureSuperAdmin } from './db/bootstrap.js';
import { migrateToLatest } from './db/migrate.js';
import { withPrepareLock } from './db/prepare-lock.js';
import {
  authRoutes,
  createAuthService,
  twoStepRoutes,
  checkTotpKey,
  createTwoStepService,
  smsProviderFor,
  type SmsProvider,
} from './modules/auth/index.js';
import { createBackground, type Background } from './lib/background.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { settingsRoutes, securitySettingsRoutes } from './modules/settings/index.js';
import { reviewTargetsRoutes } from './modules/review-targets/index.js';
import {
  checkStoredInstallations,
  createFlagChecksService,
  flagChecksRoutes,
} from './modules/flags/index.js';
import { createReviewClaimsService, reviewClaimsRoutes } from './modules/review-claims/index.js';
import { reportsRoutes } from './modules/reports/index.js';
import {
  autoCommissionSettingsRoutes,
  discomRoutes,
  createDiscomService,
  discomStore,
  createDtrImportService,
  autoCommissionRoutes,
  createAutoCommissionService,
} from './modules/discom/index.js';
import { diagnosticsRoutes, createDiagnosticsService } from './modules/diagnostics/index.js';
import { headendRoutes, createHeadendService } from './modules/headend/index.js';
import { areasRoutes, createAreasService } from './modules/areas/index.js';
import {
  usersRoutes,
  createUsersService,
  userSessionsRoutes,
  createUserSessionsService,
} from './modules/users/index.js';
import {
  modemChangesRoutes,
  createModemChangesService,
  modemsRoutes,
  createModemsService,
} from './modules/modems/index.js';
import { healthRoutes } from './modules/health/index.js';
import { preferencesRoutes, createPreferencesService } from './modules/preferences/index.js';
import { serviceAccountsRoutes, createServiceAccountsService } from './modules/service-accounts/index.js';
import { ticketsRoutes, createTicketsService } from './modules/tickets/index.js';
import {
  commissionRoutes,
  createCommissionService,
  metersRoutes,
  createMetersService,
  meterStore,
} from './modules/meters/index.js';
import { photoStores, type PhotoStores } from './lib/photo-store.js';
import { apiDocs } from './plugins/api-docs.js';
import { metrics } from './plugins/metrics.js';
import { tracing } from './plugins/tracing.js';
import { authPlugin, sessionCookieName } from './modules/sessions/index.js';
import { errorHandler, frameworkErrors } from './plugins/error-handler.js';
import { staticWeb } from './plugins/static-web.js';
import { textInput } from './plugins/text-input.js';
import { exportAudit } from './plugins/export-audit.js';
import { compression } from './plugins/compress.js';
import { loadShedding } from './plugins/load-shedding.js';
import { connectionGuard } from './plugins/connection-guard.js';
import { csvExporter } from './lib/csv-export.js';
import { serializerCompiler } from './lib/serializer.js';
import { redisOrLocalStore } from './lib/rate-limit-store.js';

export interface AppDeps {
  sms?: SmsProvider;
  /** An already open database (the tests pass an in-memory PGlite); otherwise one is opened from config. */
  db?: DbHandle;
  /** Runs after migrations, before the bootstrap admin: the demo loader uses it. */
  beforeBootstrap?: (handle: DbHandle) => Promise<void>;
  /** Where the log lines go instead of stdout: the log canary test reads every line. */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance & {
  dbHandle: DbHandle;
  background: Background;
  /** Where installation photos are kept (the demo loader and the tests write through them too). */
  photos: PhotoStores;
};

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 trusts nothing for a bare hop count (it cannot check the
 * peer), so N hops is the function that believes the socket and the N-1 addresses the proxies appended
 * before it: right for a server only reachable through its proxies; a list of addresses checks the peer.
 */
const proxyTrust = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * The schema brought up to date, then `beforeBootstrap` (the demo loader), then the bootstrap super admin,
 * under the prepare lock: instances started at once on an empty database take their turns.
 */
export async function prepareDatabase(
  handle: DbHandle,
  config: Config,
  beforeBootstrap?: AppDeps['beforeBootstrap'],
): Promise<void> {
  await withPreparable(config, handle, (preparing) =>
    withPrepareLock(preparing.db, async (db) => {
      await migrateToLatest(db);
      await beforeBootstrap?.({ ...preparing, db });
      await ensureSuperAdmin(db, config);
    }),
  );
}

/** W3C Trace Context: version, trace id, parent id, flags. */
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/** The whole API, as the server runs it and as the tests build it. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const handle = deps.db ?? (await openConfigured(config));
  await prepareDatabase(handle, config, deps.beforeBootstrap);

  const logStream = deps.logStream ?? (await logDestination(config));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          // @fastify/multipart logs the options it gives busboy (at trace), the request's headers among them.
          '*.headers.authorization',
          '*.headers.cookie',
          '*.password',
          '*.newPassword',
          '*.otp',
          '*.resetToken',
        ],
        censor: '[redacted]',
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    // The caller's X-Request-Id, else the trace id of a W3C traceparent (a proxy's or a tracer's), so that the
    // log lines of a call join its trace; else a new trace id, which the request's span takes (plugins/tracing.ts).
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      if (typeof given === 'string' && /^[\w-]{8,64}$/.test(given)) return given;
      const trace = TRACEPARENT.exec(String(req.headers.traceparent ?? ''))?.[1];
      return trace && !/^0+$/.test(trace) ? trace : randomUUID().replaceAll('-', '');
    },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1_048_576,
    // A plugin's start is timed by the clock, and the embedded database's work runs on this thread: on a busy
    // machine it held a trivial plugin (the cookie parser) past Fastify's 10 s and the start failed.
    pluginTimeout: 120_000,
    frameworkErrors,
    // On close (SIGTERM, server.ts): idle keep-alive sockets are closed, requests already running finish,
    // and a new request on a kept-alive socket gets a 503 with Connection: close.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A request must arrive whole in time, and a silent socket is closed (issue 37; connection-guard.ts).
    requestTimeout: config.connections.requestTimeoutMs,
    connectionTimeout: config.connections.idleSocketMs,
  }).withTypeProvider<ZodTypeProvider>();
  handle.onConnectionLost = (error) =>
    app.log.warn({ err: error }, 'database connection lost: the pool opens another when needed');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers that depend on the session, errors included, stay out of browser and proxy caches (issue 13);
    // the console's files and the photos set their own caching.
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!reply.hasHeader('cache-control') && (json || request.routeOptions.url?.startsWith(API_BASE)))
      reply.header('cache-control', 'no-store');
  });
  await app.register(tracing, config.tracing);
  await app.register(connectionGuard, { limits: config.connections });
  await app.register(loadShedding, { limits: config.loadShedding });
  await app.register(compression);
  await app.register(metrics, {
    token: config.metricsToken,
    pools: [
      ...(handle.pool ? [{ name: 'main', pool: handle.pool }] : []),
      ...(handle.exportPool ? [{ name: 'exports', pool: handle.exportPool }] : []),
    ],
    // Asked at each scrape, after start-up has made Redis and the photo stores (below).
    dependencies: {
      database: () => databaseIsUp(handle.db),
      ...(config.redisUrl ? { redis: () => redis?.status === 'ready' } : {}),
      photos: () => photos.meters.reachable(),
    },
  });

  // Redis holds only the shared rate-limit counts: short timeouts and no offline queue, so a Redis that is
  // down or slow costs a call at most a fraction of a second and the limits fall back to this process's count.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: false,
        connectTimeout: 1_000,
        commandTimeout: 250,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      })
    : undefined;
  // ioredis reconnects by itself; one line a minute while Redis cannot be reached or answers too late.
  let redisWarnedAt = 0;
  const redisUnavailable = (error: Error) => {
    if (Date.now() - redisWarnedAt < 60_000) return;
    redisWarnedAt = Date.now();
    app.log.warn({ err: error }, 'Redis unavailable: rate limits counted by this instance until it is back');
  };
  redis?.on('error', redisUnavailable);
  await app.register(errorHandler);
  await app.register(textInput);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The map's tile server, its {s} subdomains as a wildcard.
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(config.mapTiles?.url)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
  });
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { store: redisOrLocalStore(redis, redisUnavailable) } : {}),
    // The route the request reached, not the URL as spelled: `/%61pi/v1/...` routes to the same handler
    // as `/api/v1/...` and must count against the same limit (issue 13). The console's files go free.
    allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 50 } });
  if (config.apiDocs)
    await app.register(apiDocs, { cookieName: sessionCookieName(config.env === 'production') });
  await app.register(exportAudit, { db: handle.db });
  await app.register(authPlugin, {
    db: handle.db,
    idleMinutes: config.session.idleMinutes,
    secureCookies: config.env === 'production',
    redis,
  });

  const photos = await photoStores(config);
  const sms = deps.sms ?? smsProviderFor(config);
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  await checkTotpKey(handle.db, config.totp.key, app.log);
  const twoStep = createTwoStepService({ db: handle.db, key: config.totp.key, log: app.log });
  const background = createBackground(app.log);
  const flagChecks = createFlagChecksService({ db: handle.db, background });
  // What was stored without the install's checks (migrations 0029, 0030) is checked while the server answers,
  // then a re-check of the stored photos a stop left halfway goes on.
  if (config.env !== 'test')
    background.run('stored installations checked', async (signal) => {
      const tally = await checkStoredInstallations(handle.db, photos, signal);
      if (tally.fingerprinted || tally.missing || tally.identities)
        app.log.info(tally, 'stored installations checked');
      flagChecks.resume();
    });
  const auth = createAuthService({ db: handle.db, sms, background, session: config.session, twoStep });
  const csv = csvExporter(handle.exportPool);
  const meters = createMetersService({
    db: handle.db,
    photos: photos.meters,
    timeZone: config.timeZone,
    csv,
  });
  const discom = createDiscomService({ store: discomStore(handle.db) });
  const rule = createAutoCommissionService({ db: handle.db, store: meterStore(handle.db) });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: handle.db, redis, photos: photos.meters });
      await api.register(authRoutes, { auth, secureCookies: config.env === 'production' });
      await api.register(twoStepRoutes, { auth, twoStep, secureCookies: config.env === 'production' });
      await api.register(metersRoutes, { meters });
      await api.register(commissionRoutes, {
        commission: createCommissionService({ store: meterStore(handle.db) }),
      });
      await api.register(dashboardRoutes, { db: handle.db, timeZone: config.timeZone, csv });
      await api.register(settingsRoutes, { timeZone: config.timeZone, mapTiles: config.mapTiles });
      await api.register(securitySettingsRoutes, { db: handle.db });
      await api.register(autoCommissionSettingsRoutes, { rule });
      await api.register(reviewTargetsRoutes, { db: handle.db });
      await api.register(flagChecksRoutes, { checks: flagChecks });
      await api.register(reportsRoutes, { db: handle.db, timeZone: config.timeZone });
      await api.register(reviewClaimsRoutes, {
        claims: createReviewClaimsService({ db: handle.db, timeZone: config.timeZone }),
      });
      const users = createUsersService({ db: handle.db, timeZone: config.timeZone, csv });
      await api.register(usersRoutes, { users });
      await api.register(preferencesRoutes, {
        preferences: createPreferencesService({ db: handle.db }),
      });
      await api.register(userSessionsRoutes, {
        sessions: createUserSessionsService({
          db: handle.db,
          idleMinutes: config.session.idleMinutes,
          manageable: users.manageable,
        }),
      });
      await api.register(areasRoutes, { areas: createAreasService({ db: handle.db }) });
      await api.register(serviceAccountsRoutes, {
        serviceAccounts: createServiceAccountsService({ db: handle.db }),
      });
      await api.register(modemsRoutes, {
        modems: createModemsService({ db: handle.db, timeZone: config.timeZone, csv }),
      });
      await api.register(modemChangesRoutes, {
        changes: createModemChangesService({ db: handle.db, photos: photos.modems }),
      });
      await api.register(ticketsRoutes, {
        tickets: createTicketsService({ db: handle.db, timeZone: config.timeZone, csv }),
      });
      await api.register(discomRoutes, {
        discom,
        dtrImport: createDtrImportService({ store: discomStore(handle.db) }),
      });
      await api.register(autoCommissionRoutes, { rule });
      await api.register(headendRoutes, { headend: createHeadendService({ db: handle.db }) });
      await api.register(diagnosticsRoutes, {
        diagnostics: createDiagnosticsService({ db: handle.db, driver: handle.driver }),
        discom,
      });
    },
    { prefix: API_BASE },
  );
  await app.register(staticWeb, { webDir: config.webDir, production: config.env === 'production' });

  app.addHook('onClose', async () => {
    await background.close();
    await handle.close();
    redis?.disconnect();
  });
  const built = app as unknown as App;
  built.dbHandle = handle;
  built.background = background;
  built.photos = photos;
  return built;
}

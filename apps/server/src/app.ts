import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { z } from 'zod';
import { defaultConsoleDist, type OidcConfig } from './platform/config';
import type { Tables } from './platform/db/schema';
import { registerBodyDeadline, type BodyDeadlines } from './platform/http/body-deadline';
import { registerConsole } from './platform/http/console';
import { registerFhirJsonParser } from './platform/http/content-type';
import { frameworkError, registerErrorHandler } from './platform/http/errors';
import { parseQueryString } from './platform/http/query-string';
import { registerOpenApi } from './platform/http/openapi';
import { registerRateLimit } from './platform/http/rate-limit';
import { requestSession } from './platform/auth/request-session';
import { jsonBodyLimit, registerSecurity, requestId } from './platform/http/security';
import { createLogger, type Logger } from './platform/logger';
import type { AppDeps, PlatformSettings } from './platform/calls/context';
import { registerCalls } from './platform/calls/register-calls';
import { createLiveConnections } from './platform/live/live-connections';
import { registerHttpMetrics } from './platform/metrics/http-metrics';
import { createMetrics, type Metrics } from './platform/metrics/metrics';
import { registerPoolMetrics } from './platform/metrics/pool-metrics';
import { createAccessWatch } from './platform/live/access-watch';
import { createAlertHub } from './assistant/alert-hub';
import { createCommunityHub } from './community/live-hub';
import { defaultSessionMaxAgeMs } from './platform/auth/sessions';
import { registerSignals } from './signals/runtime';
import type { IngestTimings } from './signals/ingest-limits';
import { registerWebSockets } from './platform/http/websocket';
import {
  registerMessageSocket,
  type MessageSocketLimits,
  type MessageSocketTimings,
} from './messages/socket';
import { callHandlers } from './handlers';
import { registerSignIn } from './identity/sign-in';
import type { LoginLimits } from './identity/throttling/login-limits';
import type { LdapConfig } from './platform/ldap-config';
import type { SendLimit } from './messages/messages';
import { defaultIdentifierSystems, type IdentifierSystems } from './fhir/systems';
import { defaultMyDataFolder } from './my-data/folder';
import { createMyDataWorker, type MyDataOptions } from './my-data/worker';

/** Every setting of the server: the platform's and those of the domains that have their own. */
export interface AppSettings extends PlatformSettings {
  /** Sign-in throttling rules (identity/throttling/login-limits.ts); tests loosen or tighten them. */
  loginLimits?: Partial<LoginLimits>;
  /** The hospital's directory for sign-in (LDAP_*, platform/ldap-config.ts); unset = none. */
  ldap?: LdapConfig | undefined;
  /** Messages one account may send per window, on all instances together. @default 30 a minute */
  messageSendLimit?: SendLimit;
  /** Message pictures one account may upload per window. @default 10 a minute */
  messageImageLimit?: SendLimit;
  /** The message socket's timings (messages/socket.ts); tests shorten them. */
  messageSocket?: MessageSocketTimings;
  /** The device ingest's ping interval and patience (signals/ingest-limits.ts); tests shorten them. */
  signalIngest?: IngestTimings;
  /** The message socket's bounds: sync rate, audit window, send and request queues. */
  messageSocketLimits?: MessageSocketLimits;
  /** The hospital's identity provider (OIDC_* variables); absent = no OIDC sign-in. */
  oidc?: OidcConfig | undefined;
  /** The hospital's identifier systems for FHIR (FHIR_MRN_SYSTEM, FHIR_ID_CARD_SYSTEM). */
  fhirSystems?: Partial<IdentifierSystems> | undefined;
  /**
   * 我的数据's archives and their preparation (my-data/worker.ts). Default folder: ./data/files/
   * my-data (main.ts passes the data folder's); tests give their own and shorten the timings.
   */
  myData?: Partial<MyDataOptions>;
}

// Validation messages the API sends are read by Chinese-speaking staff.
z.config(z.locales.zhCN());

export const defaultSettings: AppSettings = {
  tokenTtlMs: 2 * 60 * 60 * 1000,
  sessionMaxAgeMs: defaultSessionMaxAgeMs,
  singleSession: false,
  corsOrigins: [],
  requestTimeoutMs: 30_000,
};

export interface BuildAppOptions {
  db: AppDeps['db'];
  /** Defaults: 2 h tokens, 12 h sign-ins, several sessions per user, no Redis, no CORS origins. */
  settings?: Partial<AppSettings>;
  /** The built console; default apps/console/dist of this repo. Served only if it exists. */
  consoleDist?: string;
  /** Shared with the database layer by main.ts; tests pass a silent one. Default: info to stdout. */
  logger?: Logger;
  /** How long a body may take to arrive (src/platform/http/body-deadline.ts); tests shorten it. */
  bodyDeadlines?: BodyDeadlines;
  /**
   * Where the app counts its requests, connections and errors (served by main.ts on METRICS_PORT).
   * Default: a registry of its own, without the process series.
   */
  metrics?: Metrics;
}

/**
 * The HTTP application, without listening: main.ts listens, tests use
 * `app.inject`. Routes come from the contract's table of calls.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const settings = { ...defaultSettings, ...options.settings };
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger('info'),
    // JSON bodies; login's form body has its own 4 KB below, uploads their own limit.
    bodyLimit: jsonBodyLimit,
    // X-Request-Id: the caller's when sane, else a UUID (src/platform/http/security.ts); logged as reqId.
    requestIdHeader: false,
    genReqId: requestId,
    // X-Forwarded-For only from the proxies TRUST_PROXY lists: the limiters key on the client's
    // IP, and a header anyone may send would let them pick a fresh IP per attempt.
    trustProxy: settings.trustProxy && settings.trustProxy.length > 0 ? settings.trustProxy : false,
    // A request must arrive (slow clients hold sockets) and be answered (a stuck query holds a
    // connection of the pool) within the timeout; the answer then is 503 / 50301.
    requestTimeout: settings.requestTimeoutMs,
    handlerTimeout: settings.requestTimeoutMs,
    // A URL that does not decode answers in the envelope too (src/platform/http/errors.ts).
    frameworkErrors: frameworkError,
    // A query that does not decode is marked and refused (40001), never read as raw text.
    routerOptions: { querystringParser: parseQueryString },
  }) as unknown as FastifyInstance;
  // Kysely on the app's own pool; the pool's owner (main.ts or a test) ends it, never Kysely.
  const sql = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: options.db.pool }) });
  const metrics = options.metrics ?? createMetrics();
  app.decorate('metrics', metrics);
  registerHttpMetrics(app, metrics);
  registerPoolMetrics(metrics, options.db.pool);
  registerErrorHandler(app);
  registerSecurity(app, settings);
  registerBodyDeadline(app, options.bodyDeadlines);
  if (settings.rateLimit) {
    registerRateLimit(app, {
      ...settings.rateLimit,
      redisUrl: settings.redisUrl,
      redisKeyPrefix: settings.redisKeyPrefix,
      db: sql,
      signedIn: (request) =>
        requestSession(request, options.db.pool, settings.sessionMaxAgeMs).then(
          () => true,
          () => false,
        ),
    });
  }
  // Login is form-encoded (spec §7); uploads are multipart (their own scope); the rest is JSON.
  void app.register(formbody, { bodyLimit: 4096 });
  // FHIR resources posted as application/fhir+json (the patient import), parsed as JSON.
  registerFhirJsonParser(app);
  registerOpenApi(app);
  // Every long-lived connection holds a slot (per account and network, on all instances).
  const live = createLiveConnections(sql, app.log, settings.liveConnections, metrics);
  app.decorate('liveConnections', live);
  app.addHook('onClose', () => live.close());
  // Every long-lived connection is re-authorized when access changes (on all instances); the
  // connections end first (preClose), then its listening connection.
  const access = createAccessWatch({ pool: options.db.pool, log: app.log });
  app.decorate('liveAccess', access);
  app.addHook('onClose', () => access.close());
  const alerts = createAlertHub({
    pool: options.db.pool,
    sql,
    log: app.log,
    access,
    sessionMaxAgeMs: settings.sessionMaxAgeMs,
    maxStreamMs: settings.alertStreamMaxMs,
  });
  const community = createCommunityHub({
    pool: options.db.pool,
    sql,
    log: app.log,
    access,
    sessionMaxAgeMs: settings.sessionMaxAgeMs,
    maxStreamMs: settings.alertStreamMaxMs,
  });
  // Open alert and community streams would hold the server open: they end first.
  app.addHook('preClose', () => Promise.all([alerts.close(), community.close()]).then(() => {}));
  // Before the WebSocket routes (the signal devices' ingest, the message socket).
  registerWebSockets(app);
  // Before the calls: the live stream's handler reads the hub this decorates.
  registerSignals(app, {
    sql,
    pool: options.db.pool,
    sessionMaxAgeMs: settings.sessionMaxAgeMs,
    redisUrl: settings.redisUrl,
    redisPrefix: settings.redisKeyPrefix,
    ingest: settings.signalIngest,
  });
  registerMessageSocket(app, {
    pool: options.db.pool,
    sql,
    sessionMaxAgeMs: settings.sessionMaxAgeMs,
    timings: settings.messageSocket,
    limits: settings.messageSocketLimits,
  });
  registerSignIn(app, sql);
  // 我的数据: this instance prepares archives in the background too (any instance may take one).
  const myData = createMyDataWorker({
    db: sql,
    log: app.log,
    systems: { ...defaultIdentifierSystems, ...settings.fhirSystems },
    options: { folder: defaultMyDataFolder, ...settings.myData },
  });
  app.addHook('preClose', () => myData.stop());
  const handlers = callHandlers({
    loginLimits: settings.loginLimits,
    ldap: settings.ldap,
    sendLimit: settings.messageSendLimit,
    imageLimit: settings.messageImageLimit,
    alerts,
    community,
    oidc: settings.oidc,
    fhirSystems: settings.fhirSystems,
    myData,
  });
  // The sign-in policy never leaves the admins only methods this server has no configuration for.
  const externalSignInMethods = [
    ...(settings.ldap ? (['ldap'] as const) : []),
    ...(settings.oidc ? (['oidc'] as const) : []),
  ];
  registerCalls(
    app,
    { db: options.db, sql, settings: { ...settings, externalSignInMethods } },
    handlers,
  );
  registerConsole(app, options.consoleDist ?? defaultConsoleDist);
  return app;
}

import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import { buildApp } from './app';
import { startAssistantSweep } from './assistant/sweep';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { asAppRole, openDatabase, type Database } from './platform/db/database';
import { isLoopback, refuseExposedDemo } from './seed/demo-guard';
import { migrate } from './platform/db/migrate';
import type { Tables } from './platform/db/schema';
import { seed, SeedRefused, type SeedResult } from './seed/seed';
import { createLogger, type Logger } from './platform/logger';
import { backfillNamePinyin } from './patients/name-pinyin';
import { myDataFolder } from './my-data/folder';
import { defaultRetention, startRetention } from './platform/jobs/retention';
import { setPasswordHashCost } from './platform/passwords';
import { startNightlyBackup } from './ops/nightly-backup';
import { startMetricsEndpoint, type MetricsEndpoint } from './platform/metrics/endpoint';
import { createMetrics } from './platform/metrics/metrics';

/**
 * The server process: configuration → database (embedded or DATABASE_URL) → migrations → first
 * accounts (demo data or the production admin) → HTTP. Prints one human line when ready (tests
 * and scripts wait for it), and on SIGINT/SIGTERM stops in the reverse order: HTTP first (stop
 * accepting, let in-flight requests finish), then the pool, then the embedded PostgreSQL.
 */

/** In-flight requests get this long after SIGTERM; then their connections are cut. */
const shutdownGraceMs = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Migrations, then the first accounts; any failure closes the database before it propagates. */
async function prepare(db: Database, config: Config, logger: Logger): Promise<SeedResult> {
  try {
    const applied = await migrate(db.pool);
    if (applied.length > 0) logger.info({ applied }, 'database migrated');
    // Its own Kysely on the shared pool; destroying it would end the pool, so it is left alone.
    const sql = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: db.pool }) });
    await refuseExposedDemo(sql, config);
    const result = await seed(sql, { demo: config.demo, adminPassword: config.adminPassword });
    if (result.seeded !== 'nothing') logger.info({ seeded: result.seeded }, 'database seeded');
    // Patients saved before migration 0011 (or by hand) get the pinyin the name search uses.
    const spelled = await backfillNamePinyin(sql);
    if (spelled > 0) logger.info({ patients: spelled }, 'pinyin of patient names filled');
    return result;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** For people, not log collectors: plain lines on stdout, once, when the accounts were created. */
function printFirstStart(result: SeedResult): void {
  if (result.seeded === 'demo') {
    const lines = result.accounts.map(
      (a) => `  ${a.username.padEnd(10)} ${a.password.padEnd(13)} ${a.name}`,
    );
    console.log(
      [
        '认知增强平台: demo data created in the empty database. Demo accounts (username, password):',
        ...lines,
        `  plus ${result.doctors - 1} more doctors and ${result.patients - 1} more patients ` +
          "(same password as their role's account). Not for production: set NODE_ENV=production.",
      ].join('\n'),
    );
  } else if (result.seeded === 'admin') {
    console.log(
      `认知增强平台: administrator account "${result.username}" created with the password from ADMIN_PASSWORD.`,
    );
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  setPasswordHashCost(config.passwordHashCost);
  const owner = await openDatabase(config, logger);
  const seeded = await prepare(owner, config, logger);
  if (!config.secondFactorKey) {
    logger.warn('SECOND_FACTOR_KEY is not set: two-factor secrets are stored unencrypted');
  }
  // Requests run as the least-privilege role; the owner's connection only migrated and seeded.
  const db = await asAppRole(owner, logger).catch(async (error: unknown) => {
    await owner.close().catch(() => undefined);
    throw error;
  });
  // The process series (event-loop lag …) only when someone scrapes them.
  const metrics = createMetrics({ process: config.metricsPort !== undefined });
  const app = buildApp({
    db,
    consoleDist: config.consoleDist,
    logger,
    metrics,
    settings: {
      tokenTtlMs: config.tokenTtlMs,
      sessionMaxAgeMs: config.sessionMaxAgeMs,
      singleSession: config.singleSession,
      redisUrl: config.redisUrl,
      corsOrigins: config.corsOrigins,
      trustProxy: config.trustProxy,
      requestTimeoutMs: config.requestTimeoutMs,
      rateLimit: config.rateLimitPerMinute > 0 ? { max: config.rateLimitPerMinute } : undefined,
      liveConnections: config.liveConnections,
      ldap: config.ldap,
      oidc: config.oidc,
      secondFactorKey: config.secondFactorKey,
      stepUpWindowMs: config.stepUpWindowMs,
      demoData: config.demo,
      readAuditRetentionDays: (config.retention ?? defaultRetention).readAudit,
      fhirSystems: config.fhirSystems,
      myData: { folder: myDataFolder(config.dataDir) },
    },
  });

  const jobs = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: db.pool }) });
  // Old sessions, client-error reports and read-audit lines go after their age (RETENTION_*_DAYS).
  const retention = startRetention(
    jobs,
    config.retention ?? defaultRetention,
    logger,
    undefined,
    metrics,
    { myDataFolder: myDataFolder(config.dataDir) },
  );
  // The assistant's rules on a schedule too: missed sessions of a patient who sends nothing.
  const assistantSweep = startAssistantSweep(jobs, logger, undefined, metrics);
  // BACKUP_DIR set: a backup every night at BACKUP_AT, by one instance (ops/nightly-backup.ts).
  // As the owner: the least-privilege role may not read every table (cep_private).
  const nightlyBackup = config.backup
    ? startNightlyBackup({
        ownerUrl: owner.url,
        engine: owner.kind,
        schedule: config.backup,
        logger,
      })
    : undefined;
  let metricsEndpoint: MetricsEndpoint | undefined;

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A client that never finishes its request (slow upload, stuck connection) must not hold
    // the process forever: after the grace period its connection is cut.
    const cut = setTimeout(() => {
      logger.warn('shutdown grace period over: closing remaining connections');
      app.server.closeAllConnections();
    }, shutdownGraceMs);
    cut.unref();
    // Node closes the connections idle at close() time only; one whose request finishes later
    // stays open (keep-alive) and would hold close() until the cut. Swept as they become idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    try {
      // Stops listening at once, answers 503 to new requests on kept-alive connections, and
      // resolves when every in-flight request has been answered and its connection closed.
      await app.close();
      await metricsEndpoint?.close();
      clearTimeout(cut);
      clearInterval(sweep);
      await retention.stop();
      await assistantSweep.stop();
      await nightlyBackup?.stop();
      await db.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  if (config.metricsPort !== undefined) {
    // Loopback only: the metrics are for this machine's monitoring agent, never the network.
    metricsEndpoint = await startMetricsEndpoint({
      metrics,
      port: config.metricsPort,
      token: config.metricsToken,
      log: logger,
    }).catch(async (error: unknown) => {
      // A taken port: stop as if listening had failed, not serve half-configured.
      await app.close().catch(() => undefined);
      await db.close().catch(() => undefined);
      throw error;
    });
    logger.info({ port: metricsEndpoint.port }, 'metrics served on 127.0.0.1');
  }
  const { port } = app.server.address() as AddressInfo;
  printFirstStart(seeded);
  console.log(`认知增强平台 ready at http://localhost:${port}/ (database: ${db.kind})`);
  console.log(
    isLoopback(config.host)
      ? `认知增强平台 listens on ${config.host} only: reachable from this machine, not the network. ` +
          'Set HOST=0.0.0.0 to open it to the network.'
      : `认知增强平台 listens on ${config.host}: reachable from the network.`,
  );
}

main().catch((error: unknown) => {
  // SeedRefused's message is the whole explanation (what to set); others get a prefix.
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof SeedRefused
      ? `认知增强平台 cannot start: ${message}`
      : `认知增强平台 failed to start: ${message}`,
  );
  process.exitCode = 1;
});

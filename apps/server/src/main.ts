import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';

/**
 * The server process: configuration → database (embedded or DATABASE_URL) →
 * HTTP. Prints one human line when ready (tests and scripts wait for it), and
 * on SIGINT/SIGTERM stops in the reverse order: HTTP first (in-flight requests
 * finish), then the pool, then the embedded PostgreSQL.
 */

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const app = buildApp({ db, consoleDist: config.consoleDist, logger });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
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
  const { port } = app.server.address() as AddressInfo;
  console.log(`认知增强平台 ready at http://localhost:${port}/ (database: ${db.kind})`);
}

main().catch((error: unknown) => {
  console.error(
    `认知增强平台 failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});

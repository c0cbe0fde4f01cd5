import Fastify, { type FastifyInstance } from 'fastify';
import { defaultConsoleDist } from './config';
import { registerConsole } from './http/console';
import { registerErrorHandler } from './http/errors';
import { createLogger, type Logger } from './logger';
import type { AppDeps } from './routes/context';
import { registerCalls } from './routes/index';

export interface BuildAppOptions {
  db: AppDeps['db'];
  /** The built console; default apps/console/dist of this repo. Served only if it exists. */
  consoleDist?: string;
  /** Shared with the database layer by main.ts; tests pass a silent one. Default: info to stdout. */
  logger?: Logger;
}

/**
 * The HTTP application, without listening: main.ts listens, tests use
 * `app.inject`. Routes come from the contract's table of calls.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger('info'),
  }) as unknown as FastifyInstance;
  registerErrorHandler(app);
  registerCalls(app, { db: options.db });
  registerConsole(app, options.consoleDist ?? defaultConsoleDist);
  return app;
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { appRoleUrl } from '../src/platform/db/app-role';
import { storedAppRole } from '../src/platform/db/migrate';
import { createPool, type Pool } from '../src/platform/db/pool';
import type { Tables } from '../src/platform/db/schema';
import { createLogger, type Logger } from '../src/platform/logger';
import type { Metrics } from '../src/platform/metrics/metrics';
import type { AppSettings } from '../src/app';
import { hashPassword } from '../src/platform/passwords';
import { createSession } from '../src/platform/auth/sessions';
import { hashToken } from '../src/platform/auth/tokens';
import { freshDatabase, type Engine } from './engines';

/**
 * A migrated app on a fresh database of `engine` (a copy of the run's migrated template, so it
 * costs one CREATE DATABASE, not a migration). Use in beforeAll; call `close()` in afterAll.
 */
export async function startTestApp(
  engine: Engine,
  settings: Partial<AppSettings> = {},
  options: { logger?: Logger; metrics?: Metrics } = {},
) {
  const database = await freshDatabase(engine.url, { template: templateOf(engine) });
  // The test's own queries run as the owner (superuser); the app's requests as the server's
  // least-privilege role, as in production (src/platform/db/app-role.ts).
  const pool: Pool = createPool(database.url);
  const sql = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const role = await storedAppRole(pool);
  if (!role) throw new Error('the migrated template has no least-privilege role');
  const appPool: Pool = createPool(appRoleUrl(database.url, role));
  const app: FastifyInstance = buildApp({
    db: { pool: appPool, kind: engine.kind },
    logger: options.logger ?? createLogger('silent'),
    consoleDist: '/nonexistent',
    settings: { stepUpWindowMs: 24 * 60 * 60 * 1000, ...settings },
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  await app.ready();
  const fullSettings = { tokenTtlMs: 7_200_000, singleSession: false, ...settings };

  /** Creates an account with the role matching `userAuth` (or `roles`); returns its id. */
  async function createUser(input: {
    username: string;
    password?: string;
    name?: string;
    userAuth: '0' | '1' | '2';
    roles?: string[];
  }): Promise<number> {
    const roles = input.roles ?? [{ '0': 'admin', '1': 'doctor', '2': 'patient' }[input.userAuth]];
    const { id } = await sql
      .insertInto('users')
      .values({
        username: input.username,
        password_hash: await hashPassword(input.password ?? 'Passw0rd!'),
        name: input.name ?? input.username,
        user_auth: input.userAuth,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (roles.length > 0) {
      await sql
        .insertInto('user_roles')
        .values(roles.map((role_key) => ({ user_id: id, role_key })))
        .execute();
    }
    return id;
  }

  /** A valid token for `userId`, made directly (no login call, no throttling). */
  /**
   * A session of `userId`, as if just signed in. Issue 30: sensitive calls (reveal, exports of
   * patient data, roles) need a recent step-up; a test's session has confirmed its identity at
   * sign-in unless `steppedUp: false` (and the app's window is a day unless the test sets one).
   */
  async function tokenFor(userId: number, options: { steppedUp?: boolean } = {}): Promise<string> {
    const { token } = await createSession(sql, userId, fullSettings);
    if (options.steppedUp ?? true) {
      await sql
        .updateTable('sessions')
        .set({ stepped_up_at: new Date() })
        .where('token_hash', '=', hashToken(token))
        .execute();
    }
    return token;
  }

  /** `app.inject` with the `token` header set when given. */
  function call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> {
    const { token, headers, ...rest } = options;
    return app.inject({ ...rest, headers: { ...headers, ...(token ? { token } : {}) } });
  }

  return {
    app,
    pool,
    /** The pool the app's requests use (the least-privilege role). */
    appPool,
    sql,
    url: database.url,
    createUser,
    tokenFor,
    call,
    /**
     * Another server instance on this database (its own pool and LISTEN connections), as when
     * several instances share one PostgreSQL. Closing it ends its pool; close it before this app.
     */
    async secondInstance(otherSettings: Partial<AppSettings> = {}): Promise<FastifyInstance> {
      const otherPool = createPool(appRoleUrl(database.url, role));
      const other = buildApp({
        db: { pool: otherPool, kind: engine.kind },
        logger: createLogger('silent'),
        consoleDist: '/nonexistent',
        settings: otherSettings,
      });
      other.addHook('onClose', () => otherPool.end());
      await other.ready();
      return other;
    },
    async close() {
      await app.close();
      await appPool.end();
      await sql.destroy(); // ends the pool
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

function templateOf(engine: Engine): string {
  return engine.name === 'embedded' ? inject('embeddedTemplate') : inject('externalTemplate');
}

/**
 * Follows a Server-Sent Events stream of a listening server (`origin`): `next()` answers the next
 * event's data, `stop()` ends the stream. Throws when the response is not an event stream.
 */
export async function followEventStream<Event>(origin: string, path: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}${path}`, { headers: { token }, signal: controller.signal });
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) throw new Error(`${path} answered ${type}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<Event> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) return JSON.parse(data.slice(6)) as Event;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { next, stop: () => controller.abort() };
}

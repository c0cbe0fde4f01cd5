import type { z } from 'zod';
import { healthData } from './health';

/**
 * The table of calls: one row per HTTP endpoint, shared by the server (which
 * registers a route per row and validates its answer) and the clients (which
 * derive typed functions from it). Adding an endpoint starts here.
 *
 * `query` and `body` are the schemas of the request's input; `response` is the
 * schema of the envelope's `data` (the envelope itself is in `envelope.ts`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallDef {
  method: HttpMethod;
  /** Fastify-style path, `:name` for path parameters; always under /api/. */
  path: `/api/${string}`;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Identity helper: checks a row against CallDef while keeping its literal types. */
function call<const C extends CallDef>(def: C): C {
  return def;
}

export const calls = {
  health: call({
    method: 'GET',
    path: '/api/health',
    summary: '健康检查：服务与数据库是否可用',
    response: healthData,
  }),
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** The `data` a call answers with. */
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;
/** The query a call accepts, `undefined` when it takes none. */
export type CallQuery<N extends CallName> = Calls[N] extends { query: infer Q extends z.ZodType }
  ? z.infer<Q>
  : undefined;
/** The body a call accepts, `undefined` when it takes none. */
export type CallBody<N extends CallName> = Calls[N] extends { body: infer B extends z.ZodType }
  ? z.infer<B>
  : undefined;

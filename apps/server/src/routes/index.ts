import { calls, type CallDef, type CallName } from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/api-error';
import { ok } from '../http/envelope';
import type { AppDeps, CallContext, Handlers } from './context';
import { health } from './health';

/** The handlers of the table of calls. New rows of the contract get their handler here. */
export const handlers: Handlers = {
  health,
};

/**
 * One Fastify route per row of the contract's table: input validated with the
 * row's zod schemas (→ 40001), output validated against its `response` schema
 * (a mismatch is our bug → 50000) and wrapped in the success envelope.
 */
export function registerCalls(
  app: FastifyInstance,
  deps: AppDeps,
  table: Handlers = handlers,
): void {
  for (const name of Object.keys(calls) as CallName[]) {
    const def: CallDef = calls[name];
    // Each handler is typed against its own row; erased here where rows are iterated.
    const handler = table[name] as (ctx: CallContext<CallName>) => unknown;
    app.route({
      method: def.method,
      url: def.path,
      handler: async (request) => {
        const ctx = {
          ...deps,
          query: def.query ? parseInput(def.query, request.query) : undefined,
          body: def.body ? parseInput(def.body, request.body) : undefined,
          params: request.params as Record<string, string>,
          request,
        } as CallContext<CallName>;
        return ok(def.response.parse(await handler(ctx)));
      },
    });
  }
}

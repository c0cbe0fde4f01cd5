import { calls, type CallDef, type CallName } from '@cep/contract';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import { ApiError, parseInput } from '../http/api-error';
import { contentTypeGate } from '../http/content-type';
import { ok } from '../http/envelope';
import { isMalformedQuery } from '../http/query-string';
import { registerMultipart } from '../http/multipart';
import { recordAudit } from '../audit/audit';
import { requestSession } from '../auth/request-session';
import type { Session } from '../auth/sessions';
import type { AppDeps, CallContext, Handlers } from './context';

/**
 * One Fastify route per row of the contract's table. In order: the access gate (token → session,
 * then the row's permission code, → 50008/50012/50014 or 40301), input validated with the row's
 * zod schemas (→ 40001), the handler, and its output validated against the row's `response`
 * schema (a mismatch is our bug → 50000) and wrapped in the success envelope.
 */
export function registerCalls(app: FastifyInstance, deps: AppDeps, table: Handlers): void {
  for (const name of Object.keys(calls) as CallName[]) {
    const def: CallDef = calls[name];
    // Each handler is typed against its own row; erased here where rows are iterated.
    const handler = table[name] as (ctx: CallContext<CallName>) => unknown;
    const route: RouteOptions = {
      method: def.method,
      url: def.path,
      onRequest: contentTypeGate(def.encoding),
      ...(def.bodyLimit !== undefined ? { bodyLimit: def.bodyLimit } : {}),
      handler: async (request, reply) => {
        const session =
          def.access === 'public'
            ? undefined
            : await requestSession(request, deps.db.pool, deps.settings.sessionMaxAgeMs);
        const ip = request.ip;
        const audit: CallContext<CallName>['audit'] = (event) =>
          recordAudit(deps.sql, {
            ...event,
            actorId: session?.userId ?? null,
            actorName: session?.username ?? null,
            ip,
          });
        // A sign-in still waiting for its second factor reaches the second-factor step only.
        if (session?.secondFactorPending && !def.beforeSecondFactor) {
          throw new ApiError(40330);
        }
        if (session && def.access !== 'signedIn' && !session.permissions.includes(def.access)) {
          await audit({ action: name, entity: entityOf(def.path), outcome: 'denied' });
          throw new ApiError(40301);
        }
        if (session && def.stepUp && !steppedUp(session, deps.settings)) {
          await audit({ action: name, entity: entityOf(def.path), outcome: 'denied' });
          throw new ApiError(40331);
        }
        if (def.query && isMalformedQuery(request.query)) {
          throw new ApiError(40001, '参数校验失败：查询参数不是有效的 UTF-8 编码');
        }
        const ctx = {
          ...deps,
          params: def.params ? parseInput(def.params, request.params) : undefined,
          query: def.query ? parseInput(def.query, request.query) : undefined,
          body: def.body ? parseInput(def.body, request.body) : undefined,
          session,
          request,
          reply,
          ip,
          audit,
        } as CallContext<CallName>;
        const result = await handler(ctx);
        if (def.raw) return result as FastifyReply;
        return ok(def.response.parse(result));
      },
    };
    if (def.encoding === 'multipart') {
      // The multipart parser hooks every request of its scope (a close listener and a clean-up
      // after the response), so it lives in a scope of its own with the upload row only.
      void app.register(async (scope) => {
        await registerMultipart(scope);
        scope.route(route);
      });
    } else {
      app.route(route);
    }
  }
}

/** The default step-up window: a confirmed password or code counts for 5 minutes. */
export const defaultStepUpWindowMs = 5 * 60 * 1000;

/** The session's person confirmed their password or code within the step-up window. */
export function steppedUp(session: Session, settings: AppDeps['settings']): boolean {
  const window = settings.stepUpWindowMs ?? defaultStepUpWindowMs;
  return session.steppedUpAgoMs !== null && session.steppedUpAgoMs < window;
}

/**
 * `/api/doctorInformation/update` → `doctorInformation`, `/fhir/R4/Patient/:id` → `fhir/Patient`:
 * the audit log's entity of a row.
 */
export function entityOf(path: string): string {
  if (path.startsWith('/fhir/R4/')) return `fhir/${path.split('/')[3] ?? 'metadata'}`;
  return path.split('/')[2] ?? 'api';
}

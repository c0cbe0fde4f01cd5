import { isApiCode } from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The error envelope starts with its code (src/platform/http/envelope.ts builds it that way). */
const envelopeCode = /^\{"code":(\d{5}),/;

/**
 * Counts and times every answer by its route pattern (`/api/patientInformation/:id`, never the
 * URL: ids and query strings stay out of labels); a request no route matched is `unmatched`. An
 * error envelope also counts its code, whoever sent it (handler, error handler, 404, limiter).
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = envelopeCode.exec(payload)?.[1];
      if (code !== undefined && isApiCode(Number(code))) metrics.apiErrors.inc({ code });
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: knownMethods.has(request.method) ? request.method : 'OTHER',
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

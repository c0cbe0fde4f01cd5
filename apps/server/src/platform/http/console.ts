import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './envelope';
import { isApiPath } from './errors';
import { isFhirPath, sendOperationOutcome } from './operation-outcome';
import { isHashedAsset } from './security';

const notBuilt =
  '认知增强平台: the web console is not built yet. Run `pnpm build` in the repository, then restart the server.\n';

/**
 * Serves the built console (a single-page app) from `dist`, and answers every
 * path that is neither an API route nor a file: GET/HEAD of a console route
 * (e.g. /patients/12 after a browser reload) get index.html so the console's
 * router takes over; an unknown /api path gets the 40401 envelope.
 */
export function registerConsole(app: FastifyInstance, dist: string): void {
  const built = existsSync(path.join(dist, 'index.html'));
  if (built) {
    app.register(fastifyStatic, {
      root: dist,
      // The console build writes .br/.gz beside each asset (apps/console/scripts/precompress.mjs).
      preCompressed: true,
      // The build's own bookkeeping (.vite/manifest.json, read by scripts/check-budgets.mjs) is
      // not part of the site.
      dotfiles: 'ignore',
      // Vite's hashed files under assets/ never change under the same name;
      // everything else (index.html first) is revalidated so a new deployment shows up.
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on accept-encoding (preCompressed): caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return sendError(reply, 40401, '接口不存在');
    if (isFhirPath(request.url)) {
      return sendOperationOutcome(
        reply,
        40401,
        'FHIR 接口不支持该资源类型或操作，见 /fhir/R4/metadata',
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, 40401);
    // A build file that is not there (an old tab after a deployment) is a 404, never the page:
    // HTML where a script was asked for only confuses, and assets carry no document headers.
    if (isHashedAsset(request.url)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
    }
    if (built) return reply.sendFile('index.html');
    return reply
      .code(request.url === '/' ? 200 : 404)
      .type('text/plain; charset=utf-8')
      .send(notBuilt);
  });
}

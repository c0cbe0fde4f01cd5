import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openApiDocument } from '@cep/contract/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * The API's documentation: `/api/openapi.json`, generated from the contract's table of calls, and
 * `/api/docs`, Swagger UI reading it. Swagger UI comes from the swagger-ui-dist package and is
 * served from here, never from a CDN: the console runs on hospital intranets without internet.
 *
 * The page works under the app's CSP (`script-src 'self'`, src/platform/http/security.ts) without a
 * per-route exception: the HTML has no inline script; Swagger UI is configured by a small script
 * file of ours (`/api/docs/docs.js`), and its online validator badge (an image from
 * validator.swagger.io) is turned off. Swagger UI's inline styles fall under the app's
 * `style-src 'unsafe-inline'`, its icons are data: images (`img-src data:`).
 */

const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const docsHtml = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>认知增强平台 API 文档</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <noscript>此页面需要启用 JavaScript；接口描述也可直接读取 /api/openapi.json。</noscript>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/docs.js"></script>
  </body>
</html>
`;

/** Swagger UI's configuration, as a script file so the page needs no inline script. */
const docsScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // The default validator is a badge image from validator.swagger.io: no internet here.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    persistAuthorization: false,
  });
});
`;

interface Asset {
  type: string;
  body: Buffer;
  /** The gzip of `body`: Swagger UI's bundle is 1.7 MB, ~0.5 MB gzipped. */
  gzip: Buffer;
}

/** Built on first request and kept: tests build many apps that never ask for the docs. */
const assets = new Map<string, Asset>();

function asset(name: string, type: string, load: () => string | Buffer): Asset {
  let found = assets.get(name);
  if (!found) {
    const loaded = load();
    const body = typeof loaded === 'string' ? Buffer.from(loaded) : loaded;
    found = { type, body, gzip: gzipSync(body) };
    assets.set(name, found);
  }
  return found;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, file: Asset, cache: string) {
  void reply.type(file.type).header('cache-control', cache).header('vary', 'accept-encoding');
  const accepts = request.headers['accept-encoding'];
  if (typeof accepts === 'string' && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.body);
}

const fromSwaggerUi = (file: string) => () => readFileSync(path.join(swaggerUiDir, file));

/** Static files of the page: Swagger UI's and ours. Revalidated hourly, they change on upgrades. */
const docFiles: Record<string, { type: string; load: () => string | Buffer }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', load: fromSwaggerUi('swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    load: fromSwaggerUi('swagger-ui-bundle.js'),
  },
  'docs.js': { type: 'text/javascript; charset=utf-8', load: () => docsScript },
};

/** `/api/openapi.json` and `/api/docs` (with its files under `/api/docs/`). */
export function registerOpenApi(app: FastifyInstance): void {
  app.get('/api/openapi.json', (request, reply) =>
    sendAsset(
      request,
      reply,
      asset('openapi.json', 'application/json; charset=utf-8', () =>
        JSON.stringify(openApiDocument()),
      ),
      'no-cache',
    ),
  );

  app.get('/api/docs', (request, reply) =>
    sendAsset(
      request,
      reply,
      asset('docs.html', 'text/html; charset=utf-8', () => docsHtml),
      'no-cache',
    ),
  );
  // A trailing slash would otherwise be an unknown API path.
  app.get('/api/docs/', (_request, reply) => reply.redirect('/api/docs', 301));

  for (const [name, file] of Object.entries(docFiles)) {
    app.get(`/api/docs/${name}`, (request, reply) =>
      sendAsset(request, reply, asset(name, file.type, file.load), 'public, max-age=3600'),
    );
  }
}

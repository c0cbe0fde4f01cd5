import SwaggerParser from '@apidevtools/swagger-parser';
import { calls, type CallDef } from '@cep/contract';
import { gunzipSync } from 'node:zlib';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { contentSecurityPolicy } from '../src/platform/http/security';
import { createLogger } from '../src/platform/logger';

/*
 * /api/openapi.json and /api/docs as served. These routes touch no database, so the app gets a
 * pool that is never used (pg connects lazily) and one engine is enough.
 */

describe('the API documentation', () => {
  let app: ReturnType<typeof buildApp>;
  const pool = new Pool({ connectionString: 'postgres://unused@127.0.0.1:1/none' });

  beforeAll(async () => {
    app = buildApp({
      db: { pool, kind: 'external' },
      logger: createLogger('silent'),
      consoleDist: '/nonexistent',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await pool.end();
  });

  async function document() {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  }

  it('serves every row of the table of calls at its method and path', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const seen: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, object>)) {
      for (const [method, operation] of Object.entries(item)) {
        seen.push(
          `${method.toUpperCase()} ${path} ${(operation as { operationId: string }).operationId}`,
        );
      }
    }
    const expected = (Object.entries(calls) as [string, CallDef][]).map(
      ([name, def]) => `${def.method} ${def.path.replace(/:(\w+)/g, '{$1}')} ${name}`,
    );
    expect(seen.sort()).toEqual(expected.sort());
  });

  it('is a valid OpenAPI 3.1 document, every $ref resolving', async () => {
    const doc = await document();
    // Validates against the official OpenAPI 3.1 schema, and checks what the schema cannot:
    // unique operationIds, path parameters declared, every $ref resolvable.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((item) => Object.values(item))
      .map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('really fails validation for a broken document (the check can fail)', async () => {
    const doc = await document();
    doc.paths['/api/health'].get.responses = 'nope';
    await expect(SwaggerParser.validate(doc)).rejects.toThrow();
  });

  it('serves the documentation page as HTML, with no inline script, under the app CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The app-wide policy, unchanged: the page needs no exception.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(contentSecurityPolicy.directives.scriptSrc).toEqual(["'self'"]);
    // Every <script> has a same-origin src and no body; nothing comes from another host.
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/[\w.-]+"/);
      expect(body?.trim()).toBe('');
    }
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect((await app.inject({ method: 'GET', url: '/api/docs/' })).headers.location).toBe(
      '/api/docs',
    );
  });

  it('serves every file the page loads from this server, gzipped on request', async () => {
    const page = (await app.inject({ method: 'GET', url: '/api/docs' })).body;
    const urls = [...page.matchAll(/(?:src|href)="(\/api\/docs\/[\w.-]+)"/g)].map(([, url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/docs/swagger-ui.css',
        '/api/docs/swagger-ui-bundle.js',
        '/api/docs/docs.js',
      ]),
    );
    for (const url of urls) {
      const plain = await app.inject({ method: 'GET', url: url ?? '' });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.rawPayload.length, url).toBeGreaterThan(100);
      const zipped = await app.inject({
        method: 'GET',
        url: url ?? '',
        headers: { 'accept-encoding': 'gzip, deflate' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const init = (await app.inject({ method: 'GET', url: '/api/docs/docs.js' })).body;
    expect(init).toContain("url: '/api/openapi.json'");
    // The online validator would be an image from the internet.
    expect(init).toContain('validatorUrl: null');
  });
});

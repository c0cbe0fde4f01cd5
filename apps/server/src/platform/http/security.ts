import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** JSON bodies: the largest real one (a patient record) is a few KB. Uploads have their own limit. */
export const jsonBodyLimit = 100 * 1024;

/** An incoming X-Request-Id is kept only when it is this harmless: it goes into every log line. */
const saneRequestId = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request id (Fastify's `genReqId`): the caller's `X-Request-Id` when it looks sane, so one id
 * follows a request through a proxy and our logs; otherwise a new UUID. Anything else (too long,
 * spaces, control characters, JSON) is replaced, never echoed into logs or headers.
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * The Content-Security-Policy. The console is served by this server (src/platform/http/console.ts) as a
 * Vite build: its index.html loads one module script and one stylesheet from /assets, with no
 * inline script, so scripts are 'self' only. Styles also allow inline: the console's dialogs and
 * menus (Radix, in @cep/ui) lock page scrolling by inserting a <style> element whose content
 * depends on the scrollbar width, so no hash can cover it; an injected style cannot run code.
 * Images also from data: and blob: URLs (avatar previews before upload).
 */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // No upgrade-insecure-requests: a plain-HTTP deployment on a LAN address would have every
    // asset request rewritten to https and fail.
  },
};

/**
 * The headers helmet would set, computed once. Every response carries the same security headers,
 * so running helmet's middleware per request (as @fastify/helmet does — it even rebuilds it per
 * request) was ~10 % of a signed-in call's CPU (bench/server). Helmet only calls `setHeader` and
 * `removeHeader` with static values for these options, so capturing them is exact.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The console's hashed build files (scripts, styles, fonts): never a document, since a missing one
 * is a plain 404 and never index.html (src/platform/http/console.ts).
 */
export function isHashedAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * The headers that mean something on a script or stylesheet: nosniff (a script must be served as
 * one), who may embed it, and the referrer policy of the requests a stylesheet makes. The others
 * (CSP, frame and opener policies, HSTS …) apply to documents only, and at ~1 KB a response they
 * were a fifth of the bytes the doctor's 首页 transferred for its ~60 scripts (bench/console).
 */
export function subresourceHeaders(
  headers: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => kept.includes(name)));
}

/** Security headers (helmet's, computed once), the CORS allow-list and the X-Request-Id header. */
export function registerSecurity(
  app: FastifyInstance,
  settings: { corsOrigins: readonly string[] },
): void {
  const origins = settings.corsOrigins.map((origin) => origin.replace(/\/+$/, ''));
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy,
    // Avatars under /api/oss/file/ must load as <img> on an allowed foreign console's origin too.
    crossOriginResourcePolicy: { policy: origins.length > 0 ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });

  const assetHeaders = subresourceHeaders(securityHeaders);

  // First of all hooks: even a request that fails early (bad JSON, 404) answers with its id and
  // the security headers.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isHashedAsset(request.url) ? assetHeaders : securityHeaders;
    void reply.headers(headers).header('x-request-id', request.id);
    done();
  });

  // No origins configured → no CORS at all: browsers then refuse cross-origin calls, which is
  // right for the console served from this same server.
  if (origins.length > 0) {
    void app.register(cors, {
      origin: origins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // `token` carries the session (spec §7); no cookies, so no credentials mode.
      allowedHeaders: ['token', 'authorization', 'content-type', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition', 'x-export-rows'],
      credentials: false,
      maxAge: 600,
    });
  }
}

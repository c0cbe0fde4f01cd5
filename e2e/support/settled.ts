import type { Page, Request } from '@playwright/test';

/*
 * Playwright's 'networkidle' never comes for a clinician: the bell's alert stream
 * (GET /api/alert/stream, Server-Sent Events) stays open for as long as the page does, and so
 * does 群体互动's live stream (GET /api/community/stream) for everyone on that page. This waits
 * for the page's other requests instead. Start it before the navigation whose calls it should see.
 */

const streams = new Set(['/api/alert/stream', '/api/community/stream']);
const isStream = (request: Request) => streams.has(new URL(request.url()).pathname);

export function trackRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!isStream(request)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no request but the stream has been in flight for `quietMs`. */
    async settled(quietMs = 500, timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let quietSince = open.size === 0 ? Date.now() : Infinity;
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) throw new Error(`${open.size} request(s) still in flight`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (open.size > 0) quietSince = Infinity;
        else if (quietSince === Infinity) quietSince = Date.now();
      }
    },
  };
}

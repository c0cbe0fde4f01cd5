import { describe, expect, inject, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server (scripts/testing/client-global-setup.ts). */
    serverUrl: string;
  }
}

// The real server, started by the client project's global setup on an ephemeral port
// with a fresh database (vitest.client.config.ts) — no HTTP mocking.
const baseURL = inject('serverUrl');

describe('createApiClient against the real server', () => {
  it('health() resolves the data of the envelope', async () => {
    const health = await createApiClient({ baseURL }).health();
    expect(['embedded', 'external']).toContain(health.db);
    expect(health.version).toMatch(/^\d+(\.\d+)?/);
  });

  it('a non-200 envelope rejects with the server code and message', async () => {
    // Under an unknown prefix the server answers its uniform 404 envelope.
    const rejected = await createApiClient({ baseURL: `${baseURL}/api/no-such-prefix` })
      .health()
      .catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ApiError);
    expect((rejected as ApiError).code).toBe(40401);
    expect((rejected as ApiError).message).toBe('接口不存在');
  });

  it('no server at all rejects with code 0', async () => {
    const rejected = await createApiClient({ baseURL: 'http://127.0.0.1:9' })
      .health()
      .catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ApiError);
    expect((rejected as ApiError).code).toBe(0);
  });
});

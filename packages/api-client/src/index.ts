export { ApiError } from './api-error';
export { createApiClient, REQUEST_TIMEOUT_MS } from './create-api-client';
export type { ApiClient, ApiClientOptions } from './create-api-client';

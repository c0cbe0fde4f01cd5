import { createApiClient } from '@cep/api-client';

/** The server serves the console, so the API is on the page's own origin ('' base URL). */
export const api = createApiClient({ baseURL: '' });

import { ApiError } from './api-error';

/** The wrapper of every API answer (`@cep/contract`'s envelope), as received. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  success: boolean;
  /** On an error: the id the server logged the request under. */
  requestId?: string;
}

/** Whether a body is the API's envelope, i.e. the server's own answer. */
export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

/**
 * The `data` of a successful envelope. The interceptors already turned every other code into an
 * ApiError; what reaches here without an envelope is not the API (a proxy page, a wrong baseURL).
 */
export function dataOf<T>(body: unknown): T {
  if (!isEnvelope(body)) throw new ApiError(0, 'The server answered without the API envelope');
  return body.data as T;
}

import { STALE_REVISION_CODE } from './constants';

/** A call that the server answered with a code other than 200, or that never got an answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The server's business code (e.g. 40101), or 0 when no response arrived. */
    readonly code: number,
    message: string,
    /**
     * The id the server logged the request under (the error envelope's `requestId`, its
     * X-Request-Id), for the user to quote to support; absent when no answer came.
     */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/**
 * The save was refused because the record changed since it was read (40902, 已被他人修改): the
 * caller keeps what the user typed and offers to load the latest version or to compare both.
 */
export function isStaleRevision(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === STALE_REVISION_CODE;
}

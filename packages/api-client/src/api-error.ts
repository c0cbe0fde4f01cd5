/** A call that the server answered with a code other than 200, or that never got an answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The server's business code (e.g. 40101), or 0 when no response arrived. */
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

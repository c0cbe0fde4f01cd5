/**
 * Whether an error means the database could not be reached or went away under the query (a
 * restart, a failover, the network), not that the query or our code was wrong. Such a request is
 * answered 503 / 50302 ("try again"), which clients and load balancers retry, instead of 500,
 * which says the server is broken; the pool opens new connections by itself once the database is
 * back.
 */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: the server is stopping or restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
]);

const unavailableSystemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception (the connection failed or was lost).
    if (unavailableStates.has(code) || code.startsWith('08')) return true;
    if (unavailableSystemCodes.has(code)) return true;
  }
  // node-postgres's own words when the socket closes under a client.
  if (/^Connection terminated/.test(error.message)) return true;
  // pg.Pool's connect() with several causes (AggregateError from net.connect on ::1 and 127.0.0.1).
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}

import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * Secrets that must never reach a log line, whoever logs the object: the
 * session token header, HTTP authorization, cookies, and any `password`
 * field up to two levels deep (request bodies, user objects).
 */
export const redactedPaths = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.token',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  '*.*.password',
];

/** One JSON logger for the whole process: main creates it, the app and the database share it. */
export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactedPaths, censor: '[redacted]' } };
  return stream ? pino(options, stream) : pino(options);
}

export type { Logger };

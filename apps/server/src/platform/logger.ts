import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * Secrets that must never reach a log line, whoever logs the object: the session token header,
 * HTTP authorization, cookies, and any `password` or `token` field up to three levels deep
 * (request bodies such as login's form and logout/refresh's `{token}`, user objects, results).
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
  '*.*.*.password',
  'token',
  '*.token',
  '*.*.token',
  '*.*.*.token',
  // A patient's name, phone and ID number, however a record or a body is logged.
  ...['patientName', 'patient_name', 'phone', 'identityCard', 'identity_card'].flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
  ]),
];

/**
 * A request as its log lines show it: the path without the query string (list filters carry
 * patients' names, phones and ID numbers: `?patientName=…&phone=…`), never the headers (token).
 */
export function serializeRequest(req: {
  method?: string;
  url?: string;
  id?: unknown;
  ip?: string;
  socket?: { remoteAddress?: string };
}): Record<string, unknown> {
  return {
    method: req.method,
    url: (req.url ?? '').split('?')[0],
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  };
}

/**
 * V8's JSON.parse error quotes the broken body ("Unexpected token 'x', "{"password":"…"… is not
 * valid JSON"), and Fastify's error for malformed JSON carries that message: a login or logout sent
 * with a typo would write its secret into the log. The quote is cut from message and stack.
 */
const quotedJson = /"[^\n]*"(?:\.\.\.)? is not valid JSON/g;

function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.message === 'string') {
    serialized.message = serialized.message.replace(quotedJson, '(body) is not valid JSON');
  }
  if (typeof serialized.stack === 'string') {
    serialized.stack = serialized.stack.replace(quotedJson, '(body) is not valid JSON');
  }
  return serialized;
}

/** One JSON logger for the whole process: main creates it, the app and the database share it. */
export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
  };
  return stream ? pino(options, stream) : pino(options);
}

export type { Logger };

import { pino, type Logger } from 'pino';

/** JSON logs on stdout. Credentials never reach a log line: headers are not logged, and these paths are redacted anyway. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'sortal' },
    redact: {
      paths: ['password', '*.password', 'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization', 'id_secret', '*.id_secret'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };

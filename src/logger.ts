import { pino, type Logger } from 'pino';

/** JSON logs on stdout (stderr where stdout carries data). Credentials never reach a log line: headers are not logged, and these paths are redacted anyway. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', fd: 1 | 2 = 1): Logger {
  return pino(
    {
      level,
      base: { service: 'sortal' },
      redact: {
        paths: [
          'password',
          '*.password',
          'authorization',
          '*.authorization',
          'headers.authorization',
          'req.headers.authorization',
          'id_secret',
          '*.id_secret',
        ],
        censor: '[redacted]',
      },
    },
    pino.destination(fd),
  );
}

export type { Logger };

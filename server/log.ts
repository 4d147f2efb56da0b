// The server's log: one JSON object a line on stdout (pino), for journald, `docker logs` or any collector. No line
// holds a secret: nothing logs a request's headers or a group's key, and the names a secret could travel under are
// redacted should one ever be passed.
import { pino, type Logger } from 'pino';

export type { Logger };

export function serverLog(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      level,
      base: { service: 'tile-tally' },
      redact: {
        paths: ['secret', 'key', 'token', 'authorization', '*.secret', '*.key', '*.token', '*.authorization'],
        censor: '[secret]',
      },
    },
    // Written as it is logged: a line said just before the process exits is not lost.
    pino.destination({ dest: 1, sync: true }),
  );
}

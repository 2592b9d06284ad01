import type { FastifyBaseLogger } from 'fastify';

/** A logger for work done outside a request (the command-line tools): errors and warnings to stderr, the rest dropped. */
export function commandLogger(): FastifyBaseLogger {
  const logger = {
    level: 'warn',
    fatal: (...args: unknown[]) => console.error(...args),
    error: (...args: unknown[]) => console.error(...args),
    warn: (...args: unknown[]) => console.warn(...args),
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

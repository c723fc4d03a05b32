import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { LogLevel } from './config';

/**
 * JSON lines for journald and log collectors; readable colour only when a person watches a terminal.
 * Request logs carry method, URL and address, never headers, so no cookie or password reaches a log line.
 */
export function loggerOptions(level: LogLevel, isTerminal: boolean): FastifyServerOptions['logger'] {
  if (!isTerminal) return { level };
  return {
    level,
    stream: pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true }),
  };
}

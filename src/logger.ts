import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

/**
 * JSON lines for journald and log collectors; readable colour only when a person watches a terminal (the
 * pretty printer is loaded only then, so a service never holds it in memory).
 * Request logs carry method, URL and address, never headers, so no cookie or password reaches a log line.
 */
export async function loggerOptions(level: LogLevel, isTerminal: boolean): Promise<FastifyServerOptions['logger']> {
  if (!isTerminal) return { level };
  const { default: pretty } = await import('pino-pretty');
  return {
    level,
    stream: pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true }),
  };
}

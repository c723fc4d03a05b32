import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { LogLevel } from '../config';
import { createNonBlockingLog } from './log-destination';

/**
 * JSON lines for journald and log collectors; readable colour only when a person watches a terminal (the
 * pretty printer is loaded only then, so a service never holds it in memory).
 * Request logs carry method, URL and address, never headers, so no cookie or password reaches a log line.
 */
export async function loggerOptions(level: LogLevel, isTerminal: boolean): Promise<FastifyServerOptions['logger']> {
  if (!isTerminal) return { level, stream: createNonBlockingLog(1) };
  const { default: pretty } = await import('pino-pretty');
  return {
    level,
    stream: pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true }),
  };
}

/**
 * Every request is logged at debug level only: the reverse proxy keeps the access log, a Pi's SD card is spared
 * two lines per asset, and the hot path stays light. LOG_LEVEL=debug shows them. Errors are still logged.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

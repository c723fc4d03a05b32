import type { FastifyPluginAsync } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { ErrorBody } from '../error-schema';

/** For uptime monitors: 200 while the database answers a query, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const probe = db.prepare('SELECT count(*) AS n FROM rsvps WHERE id = 0');
  app.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      probe.get();
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: the database did not answer');
      const body: ErrorBody = { error: 'database-unavailable', message: 'The database did not answer.' };
      return reply.code(503).send(body);
    }
  });
};

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rsvpCsvFilename, rsvpCsvLines } from '../../rsvp/export';
import type { RsvpRepository } from '../../rsvp/repository';
import { RsvpListQuerySchema, RsvpListSchema, RsvpSummarySchema, readListQuery } from '../../../shared/rsvp/schemas';
import { ErrorSchema } from '../error-schema';
import { givingWay } from '../../give-way';
import { fieldErrorFormatter } from '../validation';

/**
 * The couple's view of the open form's responses, registered by adminRoutes inside its signed-in scope. The list
 * is asked for a page at a time (SPEC's array of records, newest first; X-Total-Count says how many match), and
 * the summary and the CSV are computed and streamed by the database: 100,000 answers never sit in memory at once.
 */
export const rsvpAdminRoutes: FastifyPluginAsyncTypebox<{ rsvps: RsvpRepository }> = async (app, { rsvps }) => {
  app.get(
    '/api/rsvps',
    {
      schema: { querystring: RsvpListQuerySchema, response: { 200: RsvpListSchema, '4xx': ErrorSchema } },
      schemaErrorFormatter: fieldErrorFormatter({
        limit: 'must be a whole number from 1 to 500',
        offset: 'must be a whole number, 0 or more',
        q: 'must be at most 200 characters',
        attending: 'must be yes or no',
      }),
    },
    async (request, reply) => {
      const { rsvps: page, total } = rsvps.page(readListQuery(request.query));
      reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store');
      return page;
    },
  );

  app.get('/api/rsvps/summary', { schema: { response: { 200: RsvpSummarySchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return rsvps.summary();
  });

  app.get('/api/rsvps/download', async (_request, reply) => {
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${rsvpCsvFilename(new Date())}"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(givingWay(rsvpCsvLines(rsvps.all()))));
  });
};

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rsvpCsvFilename, rsvpCsvLines } from '../../rsvp/export';
import type { RsvpRepository } from '../../rsvp/repository';
import { RsvpListSchema } from '../../rsvp/schemas';
import { ErrorSchema } from '../error-schema';

/** The couple's view of the open form's responses. Registered by adminRoutes inside its signed-in scope. */
export const rsvpAdminRoutes: FastifyPluginAsyncTypebox<{ rsvps: RsvpRepository }> = async (app, { rsvps }) => {
  app.get('/api/rsvps', { schema: { response: { 200: RsvpListSchema, '4xx': ErrorSchema } } }, async () => rsvps.list());

  app.get('/api/rsvps/download', async (_request, reply) => {
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${rsvpCsvFilename(new Date())}"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(rsvpCsvLines(rsvps.iterate())));
  });
};

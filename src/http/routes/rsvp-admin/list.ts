import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  RsvpListQuerySchema,
  RsvpListSchema,
  RsvpLookAlikeSchema,
  RsvpSummarySchema,
  readListQuery,
} from '../../../../shared/rsvp/schemas';
import { givingWay } from '../../../give-way';
import { rsvpCsvFilename, rsvpCsvLines } from '../../../rsvp/export';
import { ErrorSchema } from '../../error-schema';
import { sendCsv } from '../../send-csv';
import { fieldErrorFormatter } from '../../validation';
import { listQueryMessages, type RsvpAdminOptions } from './schemas';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  list: {
    summary: "A page of the open form's answers (the spec's records), newest first",
    description:
      '50 unless `limit` (1 to 500) says otherwise, from `offset`; `q` finds words in names, e-mails and dietary ' +
      'notes, in any case, and `attending=yes|no` keeps one kind. `X-Total-Count` says how many match.',
  },
  lookAlikes: {
    summary: 'The answers on a page of the list that look like another answer',
    description:
      'For the page `GET /api/rsvps` gives with the same query: `[{id, likelyDuplicates: [ids]}]`, where two answers ' +
      'look alike with the same e-mail in any case, or the same name in any case and spacing.',
  },
  summary: {
    summary: "The spec's four counts over every answer of the open form",
    description:
      '`{total, attending, notAttending, totalGuests}` (SPEC §9), counted by the database whatever the list shows.',
  },
  download: {
    summary: 'Every answer of the open form as CSV',
    description: '`rsvps-YYYY-MM-DD.csv` (RFC 4180), streamed from the database.',
  },
};

/** The answers as the couple reads them: a page of the list, the look-alikes on it, the counts and the CSV. */
export const rsvpListRoutes: FastifyPluginAsyncTypebox<RsvpAdminOptions> = async (app, { rsvps }) => {
  app.get(
    '/api/rsvps',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.list,
        querystring: RsvpListQuerySchema,
        response: { 200: RsvpListSchema, '4xx': ErrorSchema },
      },
      schemaErrorFormatter: fieldErrorFormatter(listQueryMessages),
    },
    async (request, reply) => {
      const { rsvps: page, total } = rsvps.page(readListQuery(request.query));
      reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store');
      return page;
    },
  );

  app.get(
    '/api/rsvps/look-alikes',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.lookAlikes,
        querystring: RsvpListQuerySchema,
        response: { 200: Type.Array(RsvpLookAlikeSchema), '4xx': ErrorSchema },
      },
      schemaErrorFormatter: fieldErrorFormatter(listQueryMessages),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return rsvps.lookAlikes(readListQuery(request.query));
    },
  );

  app.get(
    '/api/rsvps/summary',
    { config: { access: 'counts' }, schema: { ...ABOUT.summary, response: { 200: RsvpSummarySchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return rsvps.summary();
    },
  );

  app.get('/api/rsvps/download', { config: { access: 'couple' }, schema: ABOUT.download }, async (_request, reply) => {
    return sendCsv(reply, `${rsvpCsvFilename(new Date())}`, Readable.from(givingWay(rsvpCsvLines(rsvps.all()))));
  });
};

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { adminRefusalWords } from '../../../shared/i18n/admin-refusal-words';
import { RSVP_MESSAGES } from '../../../shared/rsvp/rules';
import {
  RsvpCorrectionSchema,
  RsvpDeletedSchema,
  RsvpEntrySchema,
  RsvpIdParamsSchema,
  RsvpListQuerySchema,
  RsvpListSchema,
  RsvpLookAlikeSchema,
  RsvpRecordSchema,
  RsvpSummarySchema,
  readListQuery,
} from '../../../shared/rsvp/schemas';
import { givingWay } from '../../give-way';
import { rsvpCsvFilename, rsvpCsvLines } from '../../rsvp/export';
import type { RsvpRepository } from '../../rsvp/repository';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { doneOr, Refused } from '../refused';
import { saidTo } from '../said-to';
import { sendCsv } from '../send-csv';
import { fieldErrorFormatter } from '../validation';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const entryMessages = {
  fullName: RSVP_MESSAGES.fullName,
  email: 'Please enter a valid email address, or leave it blank',
  guestCount: 'must be a whole number from 1 to 20',
  attending: 'must be true or false',
};
const listQueryMessages = {
  limit: 'must be a whole number from 1 to 500',
  offset: 'must be a whole number, 0 or more',
  q: 'must be at most 200 characters',
  attending: 'must be yes or no',
};
const noSuchAnswer = (id: string): Refused =>
  Refused.because('not-found', `There is no answer ${id}; it may have been deleted already.`);

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
  add: {
    summary: 'Adds an answer the couple was given another way (by phone, in person)',
    description: '`201` and the record; `email` may be empty. The audit log says the couple added it.',
  },
  correct: {
    summary: 'Corrects an answer of the open form',
    description:
      'Some of `fullName`, `email`, `guestCount`, `attending`, `dietaryRestrictions`, `songRequest`, by the id the ' +
      "admin's list shows: `200` and the record, and the audit log says what changed, in words (`attending yes → " +
      'no; guests 2 → 1`). `400` for a body with none of them, `404` for an answer that is not there.',
  },
  merge: {
    summary: 'Makes two answers of one guest one',
    description:
      'The answer in the path goes and `into` stays: `200 {kept, removed}`, and the audit log keeps what the one ' +
      'removed said. `400` when `into` is the same answer, `404` when either is not there.',
  },
  household: {
    summary: 'Counts an answer of the open form with a household of the guest list, or no longer',
    description:
      'For a household that answered on the open page before its link came: counted once, with it; `householdId: ' +
      'null` undoes it, and the audit log says either. `404` for an answer or a household that is not there.',
  },
  remove: {
    summary: 'Deletes an answer of the open form',
    description:
      '`200 {deleted}` with the record; the audit log keeps what it said. `404` for an answer that is not there.',
  },
  removeReceived: {
    summary: 'Removes the answers received between two instants, as after a flood',
    description:
      '`from` and `until` are date-times with a zone (`2025-11-20T18:00+05:30`), `until` the later; with `dryRun=1`, ' +
      "it says what would go and removes nothing. `200 {removed, removal, names}`: how many, the removal's id in the " +
      'audit log (which keeps them whole), and the first 20 names; `POST /api/rsvps/removals/<removal>/restore` puts ' +
      'them back.',
  },
  restore: {
    summary: 'Puts back the answers a removal took',
    description: '`200 {restored}`, how many; `404` for a removal that is not there, or was undone already.',
  },
};

/**
 * The couple's view of the open form's responses, registered by adminRoutes inside its signed-in scope. The list
 * is asked for a page at a time (SPEC's array of records, newest first; X-Total-Count says how many match), and
 * the summary and the CSV are computed and streamed by the database: 100,000 answers never sit in memory at once.
 */
export const rsvpAdminRoutes: FastifyPluginAsyncTypebox<{ rsvps: RsvpRepository; storage: StorageGuard }> = async (
  app,
  { rsvps, storage },
) => {
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

  // The couple keeps the open form's answers true: one given by phone is added, a typo corrected, a test entry or a
  // duplicate deleted. Each goes through the storage guard and into the audit log in the same transaction.
  app.post(
    '/api/admin/rsvps',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.add, body: RsvpEntrySchema, response: { 201: RsvpRecordSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(entryMessages),
    },
    async (request, reply) => {
      const added = doneOr(storage.write(() => rsvps.add(request.body)));
      request.log.info({ rsvpId: added.id }, 'an answer added by the couple');
      return reply.code(201).send(added);
    },
  );

  app.patch(
    '/api/rsvps/:id',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.correct,
        params: RsvpIdParamsSchema,
        body: RsvpCorrectionSchema,
        response: { 200: RsvpRecordSchema, ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(entryMessages),
    },
    async (request) => {
      // Unknown fields are dropped after the schema counted them, so {"shoeSize": 9} arrives here empty.
      if (Object.keys(request.body).length === 0) {
        throw Refused.because(
          'invalid-input',
          'Give at least one of fullName, email, guestCount, attending, dietaryRestrictions, songRequest.',
        );
      }
      const corrected = doneOr(storage.write(() => rsvps.correct(Number(request.params.id), request.body)));
      if (corrected === null) throw noSuchAnswer(request.params.id);
      return corrected.after;
    },
  );

  // Two answers of one guest become one: the one named in the path goes (kept in the audit log), `into` stays.
  app.post(
    '/api/rsvps/:id/merge',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.merge,
        params: RsvpIdParamsSchema,
        body: Type.Object({ into: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Object({ kept: RsvpRecordSchema, removed: RsvpRecordSchema }), ...errors },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { into } = request.body;
      if (into === id) {
        throw Refused.because('invalid-input', 'into: name the other answer, the one to keep (not this one).');
      }
      const merged = doneOr(storage.write(() => rsvps.merge(id, into)));
      if (merged === null) {
        throw Refused.because(
          'not-found',
          `Answer ${id} or answer ${into} is not there any more (deleted already?): reload the list.`,
        );
      }
      request.log.info({ rsvpId: id, into }, 'two answers of one guest merged');
      return merged;
    },
  );

  // An answer that is a household's on the list (it answered at / before its link came): counted once, with it.
  app.put(
    '/api/rsvps/:id/household',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.household,
        params: RsvpIdParamsSchema,
        body: Type.Object({ householdId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]) }),
        response: {
          200: Type.Object({
            id: Type.Integer(),
            linkedTo: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const linked = doneOr(storage.write(() => rsvps.link(id, request.body.householdId)));
      if ('refused' in linked) {
        throw linked.refused === 'no-answer'
          ? noSuchAnswer(request.params.id)
          : Refused.because('not-found', `There is no household ${request.body.householdId} on the guest list.`);
      }
      return { id, linkedTo: linked.linkedTo };
    },
  );

  app.delete(
    '/api/rsvps/:id',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.remove, params: RsvpIdParamsSchema, response: { 200: RsvpDeletedSchema, ...errors } },
    },
    async (request) => {
      const deleted = doneOr(storage.write(() => rsvps.remove(Number(request.params.id))));
      if (deleted === null) throw noSuchAnswer(request.params.id);
      request.log.info({ rsvpId: deleted.id }, 'an answer deleted by the couple');
      return { deleted };
    },
  );

  const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
  // A flood's answers found by when they came, and removed in one action the log keeps whole and can undo.
  const Window = Type.Object(
    {
      from: Type.String({ pattern: INSTANT }),
      until: Type.String({ pattern: INSTANT }),
      /** 1: say what would go, and remove nothing. */
      dryRun: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
    },
    { additionalProperties: false },
  );
  app.post(
    '/api/rsvps/remove-received',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.removeReceived,
        querystring: Window,
        response: {
          200: Type.Object({
            removed: Type.Integer(),
            /** The removal's id in the log: POST /api/rsvps/removals/<id>/restore puts them back. */
            removal: Type.Union([Type.Integer(), Type.Null()]),
            names: Type.Array(Type.String()),
          }),
          ...errors,
        },
      },
      schemaErrorFormatter: fieldErrorFormatter({ from: 'must be a date and time', until: 'must be a date and time' }),
    },
    async (request) => {
      const from = new Date(request.query.from).toISOString();
      const until = new Date(request.query.until).toISOString();
      if (from >= until)
        throw saidTo(request.person, 'invalid-input', adminRefusalWords, (words) => words.untilAfterFrom);
      const found = rsvps.receivedBetween(from, until);
      const names = found.slice(0, 20).map((answer) => answer.fullName);
      if (request.query.dryRun === '1') return { removed: found.length, removal: null, names };
      const removal = doneOr(storage.write(() => rsvps.removeReceived(from, until)));
      request.log.info({ removed: removal.removed }, "the open form's answers of a window removed by the couple");
      return { ...removal, names };
    },
  );

  app.post(
    '/api/rsvps/removals/:id/restore',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.restore,
        params: RsvpIdParamsSchema,
        response: { 200: Type.Object({ restored: Type.Integer() }), ...errors },
      },
    },
    async (request) => {
      const restored = doneOr(storage.write(() => rsvps.restore(Number(request.params.id))));
      if (restored === null)
        throw Refused.because(
          'not-found',
          `There is no removal ${request.params.id} to undo; it may have been undone already.`,
        );
      return { restored };
    },
  );
};

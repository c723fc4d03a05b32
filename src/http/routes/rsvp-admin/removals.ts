import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { adminRefusalWords } from '../../../../shared/i18n/admin-refusal-words';
import { RsvpIdParamsSchema } from '../../../../shared/rsvp/schemas';
import { doneOr, Refused } from '../../refused';
import { saidTo } from '../../said-to';
import { fieldErrorFormatter } from '../../validation';
import { errors, type RsvpAdminOptions } from './schemas';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
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

/** The answers of a flood, removed by when they came in one action, and put back by undoing it. */
export const rsvpRemovalRoutes: FastifyPluginAsyncTypebox<RsvpAdminOptions> = async (app, { rsvps, storage }) => {
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

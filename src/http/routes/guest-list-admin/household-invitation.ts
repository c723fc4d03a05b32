import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkResponse } from '../../../../shared/guests/response-rules';
import { type Household, ResponseInputSchema, SentInputSchema } from '../../../../shared/guests/schemas';
import { weddingEvents } from '../../../../shared/site/events';
import { mealIds } from '../../../../shared/site/meals';
import { doneOr } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { GuestListRoutesOptions } from './rules';
import { IdParams, oneHousehold } from './schemas';

/** What each route below does, as the HTTP reference says it (made from the routes' schemas, which spread these in). */
const ABOUT = {
  newLink: {
    summary: 'A new private link for a household: the old one stops working at once',
    description: '`200` and the household with its new link; the audit log notes it.',
  },
  sent: {
    summary: 'Notes that the invitation, a reminder, or word of its stay went to a household',
    description:
      '`kind` says which, `channel` the app the couple sent it through. An invitation or a reminder moves the ' +
      "household's status; the audit log keeps each.",
  },
  answer: {
    summary: "Records an answer on a household's behalf, also after the deadline",
    description:
      "For a reply that came by phone: the same checks as the household's own (`400` naming the field), then `200` " +
      'and the household; the audit log says who entered it.',
  },
};

/** One household's invitation: its link, the note that it went out, and an answer the couple took on its behalf. */
export const householdInvitationRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (
  app,
  { site, guestList, findFor, notFound, write },
) => {
  app.post(
    '/api/admin/households/:id/link',
    { config: { access: 'guests' }, schema: { ...ABOUT.newLink, params: IdParams, response: oneHousehold } },
    async (request) => {
      if (!findFor(request.person, request.params.id)) throw notFound(request.params.id);
      const relinked = doneOr(
        write(request.log, () => guestList.newLink(Number(request.params.id), request.person ?? 'couple')),
      );
      if (!relinked) throw notFound(request.params.id);
      return relinked;
    },
  );

  app.post(
    '/api/admin/households/:id/sent',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.sent, params: IdParams, body: SentInputSchema, response: oneHousehold },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      if (!findFor(request.person, request.params.id)) throw notFound(request.params.id);
      const marked = doneOr(
        write(request.log, () =>
          guestList.markSent(
            Number(request.params.id),
            request.body.kind,
            request.body.channel,
            request.person ?? 'couple',
          ),
        ),
      );
      if (!marked) throw notFound(request.params.id);
      return marked;
    },
  );

  app.put(
    '/api/admin/households/:id/response',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.answer, params: IdParams, body: ResponseInputSchema, response: oneHousehold },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const household: Household | null = findFor(request.person, request.params.id);
      if (!household) throw notFound(request.params.id);
      // The couple may record an answer after the deadline: a reply that came by phone.
      const people = doneOr(checkResponse(household, request.body, weddingEvents(site()), mealIds(site())));
      return doneOr(
        write(request.log, () =>
          guestList.saveResponse(household, people, request.body.message ?? null, request.person ?? 'couple'),
        ),
      );
    },
  );
};

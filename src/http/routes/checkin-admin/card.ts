import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { doorCardWords } from '../../../../shared/i18n/door-card-words';
import { fill } from '../../../../shared/i18n/fill';
import { Refused } from '../../refused';
import { readerLanguage, saidIn } from '../../said-to';
import { fieldErrorFormatter } from '../../validation';
import type { CheckinRoutesOptions } from './door-view';
import { DoorHouseholdSchema, EventParams, errors } from './schemas';

const CardBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  card: {
    summary: "Finds a household by the token its card's QR code holds",
    description:
      'The token rides in the body, never in an address a proxy or a log keeps. The household as `GET ' +
      '…/households` gives it; `404 card-not-invited` for a card of a household not invited to the function, or of ' +
      'none, said in words the door can act on.',
  },
};

/**
 * A household's QR card holds its link: read at the door, it finds the household, if it is invited here. The token
 * rides in the body, never in an address a proxy or a log keeps.
 */
export const doorCardRoutes: FastifyPluginAsyncTypebox<CheckinRoutesOptions> = async (
  app,
  { guestList, eventOf, knownEvent, forTheDoor },
) => {
  app.post(
    '/api/admin/checkins/:eventId/card',
    {
      config: { access: 'door' },
      schema: { ...ABOUT.card, params: EventParams, body: CardBody, response: { 200: DoorHouseholdSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      const { token } = request.body;
      knownEvent(eventId);
      const household = guestList.byToken(token);
      if (!household?.events.includes(eventId)) {
        // Said in words the door can act on: whose card it is, when it is this wedding's.
        const language = readerLanguage(request.person);
        const words = doorCardWords(language);
        const event = eventOf(eventId);
        throw Refused.because(
          'card-not-invited',
          household
            ? fill(words.notInvited, {
                household: household.name,
                function: eventOf(eventId, language)?.title ?? event?.title ?? eventId,
              })
            : words.unknownCard,
          saidIn(language),
        );
      }
      return forTheDoor(household, eventId);
    },
  );
};

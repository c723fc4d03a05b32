import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { CheckinInputSchema } from '../../../../shared/day/schemas';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { CheckinRoutesOptions } from './door-view';
import { errors } from './schemas';

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  mark: {
    summary: 'Marks people of a household as arrived at a function',
    description:
      '`200 {marked, repeated, arrived}`. `guests` is how many of its extra guests have arrived in all, and a lower ' +
      'number than a door said before changes nothing; the same `clientId` again marks nothing (`repeated`), and ' +
      'with other marks is `409 client-id-reused`. `400` for a person not of the household, or more guests than it ' +
      'may bring.',
  },
};

/** Who of a household arrived at a function, as the door marks them: its people, and how many of its extra guests. */
export const checkinMarkRoutes: FastifyPluginAsyncTypebox<CheckinRoutesOptions> = async (
  app,
  { guestList, checkins, storage, knownEvent, guestsComing },
) => {
  app.post(
    '/api/admin/checkins',
    {
      config: { access: 'door' },
      schema: {
        ...ABOUT.mark,
        body: CheckinInputSchema,
        response: {
          200: Type.Object({ marked: Type.Integer(), repeated: Type.Boolean(), arrived: Type.Integer() }),
          ...errors,
        },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const { householdId, memberIds, eventId } = request.body;
      knownEvent(eventId);
      const household = guestList.get(householdId);
      if (!household?.events.includes(eventId))
        throw Refused.because('not-found', `There is no household ${householdId} invited to this function.`);
      const { guests } = request.body;
      if (memberIds.length === 0 && guests === undefined)
        throw Refused.because(
          'invalid-input',
          'memberIds: mark at least one person, or say how many of their guests arrived (guests)',
        );
      // As many extra guests as the household may bring, or has named coming, whichever is more.
      const mayBring = Math.max(household.plusOnes, guestsComing(household, eventId).length);
      if (guests !== undefined && guests > mayBring)
        throw Refused.because(
          'invalid-input',
          `guests: ${household.name} may bring ${mayBring} extra ${mayBring === 1 ? 'guest' : 'guests'}, not ${guests}`,
        );
      const strangers = memberIds.filter((id) => !household.members.some((member) => member.id === id));
      if (strangers.length > 0)
        throw Refused.because(
          'invalid-input',
          `memberIds: ${strangers.join(', ')} ${strangers.length === 1 ? 'is' : 'are'} not of ${household.name}`,
        );
      const marked = doneOr(
        storage.write(() => checkins.mark(request.body, request.person ? { name: request.person.name } : 'couple')),
      );
      if ('clash' in marked)
        throw Refused.because(
          'client-id-reused',
          'clientId: this id was sent before with other marks; give each mark an id of its own.',
        );
      return { ...marked, arrived: checkins.arrived(eventId) };
    },
  );
};

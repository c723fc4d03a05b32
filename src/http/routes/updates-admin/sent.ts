import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { UpdateSentInputSchema } from '../../../../shared/day/schemas';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { UpdatesRoutesOptions } from './rules';
import { errors, IdParams } from './schemas';

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  sent: {
    summary: "Notes that an update went to a household from the couple's phone",
    description: '`200 {householdId, sentAt}`; `400` for a household the update is not for.',
  },
};

/** An update sent to a household from the couple's phone, noted so that its reach shows who still needs it. */
export const updateSentRoutes: FastifyPluginAsyncTypebox<UpdatesRoutesOptions> = async (
  app,
  { guestList, updates, storage, author, concernedBy, shownUpdate },
) => {
  app.post(
    '/api/admin/updates/:id/sent',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.sent,
        params: IdParams,
        body: UpdateSentInputSchema,
        response: { 200: Type.Object({ householdId: Type.Integer(), sentAt: Type.String() }), ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const update = shownUpdate(request.params.id);
      const household = guestList.get(request.body.householdId);
      if (!household || !concernedBy(update, [household]).length)
        throw Refused.because(
          'invalid-input',
          `householdId: household ${request.body.householdId} is not one this update is for`,
        );
      const sentAt = doneOr(
        storage.write(() => updates.noteSent(update, household, request.body.channel, author(request.person?.name))),
      );
      return { householdId: household.id, sentAt };
    },
  );
};

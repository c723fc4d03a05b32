import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { TravelInputSchema, TravelSchema } from '../../../../shared/stay/schemas';
import { travelProblem } from '../../../../shared/stay/travel-checks';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import { noSuchHousehold } from './refusals';
import { errors, IdParams } from './schemas';
import type { StayRoutesOptions } from './who-sees';

const TravelOrNone = Type.Union([TravelSchema, Type.Null()]);

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  travelling: {
    summary: 'Asks a household for its travel, or no longer',
    description:
      'With `rsvp.askTravel` set in site.json, a household marked travelling is asked for its journeys on its page; ' +
      "the audit log notes it. An organiser does it for the households they may see; the other side's is `404`.",
  },
  travel: {
    summary: "A household's travel as it told it, or null",
    description: "The other side's household is `404` to an organiser.",
  },
  recordTravel: {
    summary: "Records a household's travel as told by phone",
    description:
      "The same checks as the household's own (`400` for a person not of the household), then `200` and its travel " +
      "whole; the audit log names who entered it. The other side's household is `404` to an organiser.",
  },
};

/** A household's travel: whether it is asked for it, and what it told. */
export const stayTravelRoutes: FastifyPluginAsyncTypebox<StayRoutesOptions> = async (app, { stay, storage, sees }) => {
  app.put(
    '/api/admin/households/:id/travelling',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.travelling,
        params: IdParams,
        body: Type.Object({ travelling: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Type.Object({ travelling: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      const household = sees.householdFor(request.person, Number(request.params.id));
      if (!household) throw noSuchHousehold(request.params.id);
      doneOr(storage.write(() => stay.setTravelling(household, request.body.travelling, sees.author(request.person))));
      return { travelling: request.body.travelling };
    },
  );

  app.get(
    '/api/admin/households/:id/travel',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.travel, params: IdParams, response: { 200: TravelOrNone, ...errors } },
    },
    async (request, reply) => {
      const household = sees.householdFor(request.person, Number(request.params.id));
      if (!household) throw noSuchHousehold(request.params.id);
      reply.header('Cache-Control', 'no-store');
      return stay.travelOf(household.id);
    },
  );

  // Travel told by phone: recorded by the person who took it, as the household's own would be.
  app.put(
    '/api/admin/households/:id/travel',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.recordTravel,
        params: IdParams,
        body: TravelInputSchema,
        response: { 200: TravelSchema, ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const household = sees.householdFor(request.person, Number(request.params.id));
      if (!household) throw noSuchHousehold(request.params.id);
      const problem = travelProblem(household, request.body);
      if (problem) throw Refused.because('invalid-travel', problem);
      return doneOr(storage.write(() => stay.saveTravel(household, request.body, sees.author(request.person))));
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { Value } from 'typebox/value';
import type { Household } from '../../../../shared/guests/schemas';
import { textsIn } from '../../../../shared/i18n/by-language';
import { refusalInWords } from '../../../../shared/i18n/refusal-words';
import type { Refusal } from '../../../../shared/outcome';
import type { TravelWarning } from '../../../../shared/page-data';
import { TravelInputSchema } from '../../../../shared/stay/schemas';
import { travelProblem, travelWarnings } from '../../../../shared/stay/travel-checks';
import { halfTold, readTravelForm, savedDrafts, travelInputOf } from '../../../../shared/stay/travel-form';
import { travelAsked } from '../travel';
import { formFields, type HouseholdPageRoutesOptions } from './pages';

const ABOUT = {
  summary: "A household's journey as the browser posts it, before or without the page's script",
  description:
    'A form body with the same checks and storing as `PUT /api/invitations/<token>/travel`, answered with the ' +
    "household's page opened at its journey: `200` saying it is saved (and any warning), or the form as it was " +
    'posted and what to fix (`400`, `409` when its travel is not asked, `429`).',
};

/**
 * The journey's form as the browser posts it, POST /i/<token>/travel: the same checks and the same storing as PUT
 * /api/invitations/<token>/travel, and the page again, opened at its journey, with the form as it was posted and
 * either what stopped it or that it is saved.
 */
export const householdTravelFormRoute: FastifyPluginAsync<HouseholdPageRoutesOptions> = async (
  app,
  { storage, stay, personalPages, checkHouseholdAnswers, pages },
) => {
  const { formFor, viewOf, send } = pages;
  app.post<{ Params: { token: string } }>('/i/:token/travel', { schema: ABOUT }, async (request, reply) => {
    const form = formFor(request, reply);
    if ('refused' in form) return form.refused;
    const { household, token, site, language } = form;
    const words = textsIn(language).travel;
    const fields = formFields(request.body);
    const page = async (
      status: number,
      shown: Household,
      problem: string | null,
      warnings: readonly TravelWarning[] = [],
    ) =>
      send(
        request,
        reply,
        await personalPages(language, {
          token,
          view: viewOf(language, shown),
          travelReturned: { fields, problem, warnings },
        }),
        status,
      );
    const refusedInWords = ({ status, message, error }: Refusal) =>
      page(status, household, refusalInWords(textsIn(language), status, message, error));

    if (!travelAsked(site.in[language], household)) return page(409, household, words.notAsked);
    const limited = checkHouseholdAnswers(request, household.id);
    if (limited) {
      reply.header('Retry-After', String(limited.retryAfterSeconds));
      return refusedInWords(limited.refusal);
    }
    const memberIds = household.members.map((member) => member.id);
    // A person whose fields the page did not draw (one journey for all, now ticked off) keeps what was told.
    const stored = viewOf(language, household).travel;
    const draft = readTravelForm(memberIds, (name) => fields[name] ?? null, savedDrafts(stored), {
      stay: stored?.stay ?? 'arranged',
      needs: stored?.needs ?? '',
    });
    if (halfTold(draft)) return page(400, household, words.halfTold);
    const input = travelInputOf(memberIds, draft);
    if (!Value.Check(TravelInputSchema, input) || travelProblem(household, input))
      return page(400, household, words.unreadable);
    const saved = storage.write(() => stay.saveTravel(household, input, 'guest'));
    if ('refused' in saved) return refusedInWords(saved.refused);
    request.log.info({ householdId: household.id }, 'household travel stored');
    return page(
      200,
      household,
      null,
      travelWarnings(site.in[language], household, input).map(({ memberId, kind }) => ({ memberId, kind })),
    );
  });
};

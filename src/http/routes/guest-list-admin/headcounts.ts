import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { HeadcountSchema } from '../../../../shared/guests/admin-shapes';
import type { Household } from '../../../../shared/guests/schemas';
import { weddingEvents } from '../../../../shared/site/events';
import { SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { mealChoices } from '../../../../shared/site/meals';
import type { Person } from '../../../admin/people';
import { headcountCsvLines, headcounts } from '../../../guests/headcounts';
import { sendCsv } from '../../send-csv';
import type { GuestListRoutesOptions } from './rules';

/** What each route below does, as the HTTP reference says it (made from the routes' schemas, which spread these in). */
const ABOUT = {
  headcounts: {
    summary: "Each function's numbers, for the caterer",
    description:
      'Per function, over the whole list: invited, attending, declined, pending, children, meals and dietary notes, ' +
      'with `removed` for a function answered for that site.json no longer has. `openForm` adds the guests the open ' +
      'form\'s answers bring and its "no" answers, where they count (`rsvp.openAnswersCountFor`). An organiser\'s ' +
      'dietary notes name only people of the households they may see.',
  },
  headcountsCsv: {
    summary: "The caterer's sheet: each function's numbers as CSV",
    description:
      "The numbers of `GET /api/admin/headcounts`, with a last part adding the open form's guests to the list's.",
  },
};

/** The caterer's numbers, as the admin shows them and as a sheet. */
export const headcountRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (app, options) => {
  const { siteIn, today } = options;
  app.get(
    '/api/admin/headcounts',
    { config: { access: 'counts' }, schema: { ...ABOUT.headcounts, response: { 200: Type.Array(HeadcountSchema) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return headcountsFor(options, request.person);
    },
  );

  app.get(
    '/api/admin/headcounts.csv',
    { config: { access: 'counts' }, schema: ABOUT.headcountsCsv },
    async (request, reply) =>
      sendCsv(
        reply,
        `headcounts-${today()}.csv`,
        [
          ...headcountCsvLines(
            headcountsFor(options, request.person),
            mealChoices(siteIn(request.person?.language ?? SOURCE_LANGUAGE)),
          ),
        ].join(''),
      ),
  );
};

/**
 * The caterer's numbers: every function's totals over the whole list, for everyone who may count. An organiser's
 * dietary notes name only people of the households they may see.
 */
function headcountsFor(
  { site, siteIn, guestList, openFormTotals, visibleTo }: GuestListRoutesOptions,
  person: Person | null,
) {
  const openAnswers = () => ({ totals: openFormTotals(), countedFor: site().rsvp?.openAnswersCountFor });
  const all = guestList.list();
  // Titled in the reader's language; ids are the same in every language.
  const events = weddingEvents(siteIn(person?.language ?? SOURCE_LANGUAGE));
  // Each side's "coming", per function: the two families' shares of every total.
  const comingOf = (side: Household['side']) =>
    new Map(
      headcounts(
        all.filter((household) => household.side === side),
        events,
      ).map((count) => [count.eventId, count.attending]),
    );
  const sides = { bride: comingOf('bride'), groom: comingOf('groom'), both: comingOf('both') };
  const theirs =
    person?.role === 'organiser' ? headcounts(all.filter(visibleTo(person)), events, openAnswers()) : undefined;
  return headcounts(all, events, openAnswers()).map((count) => ({
    ...count,
    bySide: {
      bride: sides.bride.get(count.eventId) ?? 0,
      groom: sides.groom.get(count.eventId) ?? 0,
      both: sides.both.get(count.eventId) ?? 0,
    },
    // An organiser's dietary notes name only people of the households they may see.
    ...(theirs && { dietary: theirs.find((mine) => mine.eventId === count.eventId)?.dietary ?? [] }),
  }));
}

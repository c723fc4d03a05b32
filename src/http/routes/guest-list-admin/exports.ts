import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerSheetWords } from '../../../../shared/i18n/answer-sheet-words';
import { weddingEvents } from '../../../../shared/site/events';
import { SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { mealChoices } from '../../../../shared/site/meals';
import { givingWay } from '../../../give-way';
import { answerSheetLines } from '../../../guests/answer-sheet';
import { householdCsvLines } from '../../../guests/export';
import { functionsOf, sheetTitles } from '../../../guests/function-names';
import { countsOpenAnswers } from '../../../guests/headcounts';
import { siteLanguages } from '../../../site/localised-site';
import { linkOrigin } from '../../link-origin';
import { sendCsv } from '../../send-csv';
import type { GuestListRoutesOptions } from './rules';

/** What each route below does, as the HTTP reference says it (made from the routes' schemas, which spread these in). */
const ABOUT = {
  csv: {
    summary: 'The guest list as CSV, with absolute links',
    description:
      "Each link at `PUBLIC_URL`, else at the address the admin was opened with; an organiser's holds their side's " +
      'households and those of both sides.',
  },
  answersCsv: {
    summary: 'Who is coming to what, one row per person, as CSV',
    description:
      "The households' answers, an organiser's of the households they may see; the couple's sheet adds the open " +
      "form's answers.",
  },
};

/** The guest list and its answers as sheets, of the households this person may see. */
export const guestListExportRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (
  app,
  { site, siteIn, guestList, publicUrl, travelOf, openFormAnswers, today, visibleTo },
) => {
  app.get('/api/admin/households.csv', { config: { access: 'guests' }, schema: ABOUT.csv }, async (request, reply) =>
    sendCsv(
      reply,
      `guest-list-${today()}.csv`,
      [
        ...householdCsvLines(
          guestList.list().filter(visibleTo(request.person)),
          linkOrigin(publicUrl, request),
          travelOf,
          sheetTitles(functionsOf(siteIn), request.person?.language ?? SOURCE_LANGUAGE),
          siteLanguages(site()).languages,
        ),
      ].join(''),
    ),
  );

  // One row per person: who is coming to what. The open form's answers are the couple's alone (as on /admin).
  app.get(
    '/api/admin/answers.csv',
    { config: { access: 'guests' }, schema: ABOUT.answersCsv },
    async (request, reply) => {
      const language = request.person?.language ?? SOURCE_LANGUAGE;
      const inReaders = siteIn(language);
      const countedFor = site().rsvp?.openAnswersCountFor;
      const functions = weddingEvents(inReaders).map((event) => ({
        id: event.id,
        title: event.title,
        openFormCounts: countsOpenAnswers(event, countedFor),
      }));
      return sendCsv(
        reply,
        `answers-${today()}.csv`,
        Readable.from(
          givingWay(
            answerSheetLines({
              households: guestList.list().filter(visibleTo(request.person)),
              functions,
              openAnswers: request.person?.role === 'couple' ? openFormAnswers() : [],
              meals: mealChoices(inReaders),
              words: answerSheetWords(language),
            }),
          ),
        ),
      );
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { SHEET_STYLE_HASH, sheetPage } from '../../../stay/stay-print';
import { csvLines, driversSheetRows, roomingListRows, sheetWords } from '../../../stay/stay-sheets';
import { readerLanguage } from '../../said-to';
import { sendCsv } from '../../send-csv';
import { fieldErrorFormatter } from '../../validation';
import { DayQuery, LanguageQuery } from './schemas';
import type { StayRoutesOptions } from './who-sees';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  roomingCsv: {
    summary: "The hotel's rooming list as CSV",
    description:
      "Headed in `language` (the reader's admin language unless said); a guest of the other side's is left out of " +
      "an organiser's.",
  },
  driversCsv: {
    summary: "The drivers' sheet for a day as CSV",
    description:
      'Each arrival and departure of `date` (`YYYY-MM-DD`) with its pickup, headed in `language` (the ' +
      "reader's admin language unless said); an organiser's holds the households they may see.",
  },
  roomingPrint: {
    summary: 'The rooming list as a page to print (A4, landscape)',
    description: 'The same rows as `GET /api/admin/rooming-list.csv`, in `language`.',
  },
  driversPrint: {
    summary: "The drivers' sheet for a day as a page to print (A4, landscape)",
    description: 'The same rows as `GET /api/admin/arrivals.csv` for `date`, in `language`.',
  },
};

// The same sheets as pages to print (A4, landscape), in the language asked for.
const printed = (reply: FastifyReply, page: string) =>
  reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src ${SHEET_STYLE_HASH}; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(page);
/** The hotel's rooming list and the drivers' sheet for a day, as CSV files and as pages to print. */
export const staySheetRoutes: FastifyPluginAsyncTypebox<StayRoutesOptions> = async (app, { stay, today, sees }) => {
  app.get(
    '/api/admin/rooming-list.csv',
    { config: { access: 'guests' }, schema: { ...ABOUT.roomingCsv, querystring: LanguageQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        `rooming-list-${today()}.csv`,
        [
          ...csvLines(
            sheetWords('rooming', request.query.language ?? readerLanguage(request.person)).headers,
            roomingListRows(sees.placesFor(request.person), stay, sees.visibleTo(request.person)),
          ),
        ].join(''),
      ),
  );

  app.get(
    '/api/admin/arrivals.csv',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.driversCsv, querystring: DayQuery },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      const language = request.query.language ?? readerLanguage(request.person);
      return sendCsv(
        reply,
        `drivers-${request.query.date}.csv`,
        [
          ...csvLines(
            sheetWords('drivers', language).headers,
            driversSheetRows(stay, sees.visibleTo(request.person), request.query.date, language),
          ),
        ].join(''),
      );
    },
  );

  app.get(
    '/admin/print/rooming-list',
    { config: { access: 'guests' }, schema: { ...ABOUT.roomingPrint, querystring: LanguageQuery } },
    async (request, reply) => {
      const language = request.query.language ?? readerLanguage(request.person);
      const { title, headers } = sheetWords('rooming', language);
      return printed(
        reply,
        sheetPage(
          language,
          title,
          today(),
          headers,
          roomingListRows(sees.placesFor(request.person), stay, sees.visibleTo(request.person)),
        ),
      );
    },
  );

  app.get(
    '/admin/print/drivers',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.driversPrint, querystring: DayQuery },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      const language = request.query.language ?? readerLanguage(request.person);
      const { title, headers } = sheetWords('drivers', language);
      return printed(
        reply,
        sheetPage(
          language,
          title,
          request.query.date,
          headers,
          driversSheetRows(stay, sees.visibleTo(request.person), request.query.date, language),
        ),
      );
    },
  );
};

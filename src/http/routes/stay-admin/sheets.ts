import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Language } from '../../../../shared/site/languages';
import type { Person } from '../../../admin/people';
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
/** What a sheet's route reads of its request: the language asked for, and who asks. */
interface SheetRequest {
  query: { language?: Language };
  person: Person | null;
}

/** The hotel's rooming list and the drivers' sheet for a day, as CSV files and as pages to print. */
export const staySheetRoutes: FastifyPluginAsyncTypebox<StayRoutesOptions> = async (app, { stay, today, sees }) => {
  // Each sheet as its reader reads it, the same in its CSV and on its printed page: in the language asked for, else
  // their admin's, with the rows of the households their side lets them see.
  const roomingList = ({ query, person }: SheetRequest) => {
    const language = query.language ?? readerLanguage(person);
    const rows = roomingListRows(sees.placesFor(person), stay, sees.visibleTo(person));
    return { language, ...sheetWords('rooming', language), rows };
  };
  const driversSheet = ({ query, person }: SheetRequest & { query: { date: string } }) => {
    const language = query.language ?? readerLanguage(person);
    const rows = driversSheetRows(stay, sees.visibleTo(person), query.date, language);
    return { language, ...sheetWords('drivers', language), rows };
  };

  app.get(
    '/api/admin/rooming-list.csv',
    { config: { access: 'guests' }, schema: { ...ABOUT.roomingCsv, querystring: LanguageQuery } },
    async (request, reply) => {
      const { headers, rows } = roomingList(request);
      return sendCsv(reply, `rooming-list-${today()}.csv`, [...csvLines(headers, rows)].join(''));
    },
  );

  app.get(
    '/api/admin/arrivals.csv',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.driversCsv, querystring: DayQuery },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      const { headers, rows } = driversSheet(request);
      return sendCsv(reply, `drivers-${request.query.date}.csv`, [...csvLines(headers, rows)].join(''));
    },
  );

  app.get(
    '/admin/print/rooming-list',
    { config: { access: 'guests' }, schema: { ...ABOUT.roomingPrint, querystring: LanguageQuery } },
    async (request, reply) => {
      const { language, title, headers, rows } = roomingList(request);
      return printed(reply, sheetPage(language, title, today(), headers, rows));
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
      const { language, title, headers, rows } = driversSheet(request);
      return printed(reply, sheetPage(language, title, request.query.date, headers, rows));
    },
  );
};

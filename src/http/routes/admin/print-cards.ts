import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { printSheetWords } from '../../../../shared/i18n/print-sheet-words';
import { type Language, languageFacts, SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { givingWay } from '../../../give-way';
import { escapeHtml } from '../../../pages/escape-html';
import { PRINT_STYLE_HASH, printCardsPage } from '../../../reach/print-cards';
import { seesSide } from '../../access';
import { linkOrigin } from '../../link-origin';
import { phonesFirst } from '../../phones-first';
import { originWarning, type QrAdminOptions, unreachableRefusal } from '../qr-admin';
import { liveSession, type SessionServices } from './live-session';

const ABOUT = {
  summary: 'The printable sheet of cards, one per household, each with its QR code',
  description:
    "Signed in as the couple or an organiser (an organiser's sheet holds the households they may see), else `303` " +
    'to `/admin`, or `403` signed in as anyone else. At an address no guest can open, a `409` page saying so, with ' +
    'a link to print them anyway (`?anyway=1`).',
};

// The sheet's own policy: the one inline style, an empty icon (so the browser asks for no favicon), and the codes as
// inline SVG.
const PRINT_POLICY =
  `default-src 'none'; style-src ${PRINT_STYLE_HASH}; img-src data:; form-action 'none'; ` +
  "frame-ancestors 'none'; base-uri 'none'";

// One collator, made at the first sort: localeCompare makes one per call, and the print sheet sorts 5,000 names. Not
// at load, since ICU's collation data is 2.5 MB of resident memory a server that only serves guests never needs.
let byName: Intl.Collator | undefined;
function collatorOnce(): Intl.Collator {
  byName ??= new Intl.Collator(languageFacts(SOURCE_LANGUAGE).tag);
  return byName;
}

/** The page that says the cards were not printed: their links would lead nowhere a guest can open. */
function notPrintedPage(reader: Language, message: string): string {
  const words = printSheetWords(reader);
  return (
    `<!doctype html><html lang="${reader}"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${words.notPrinted}</title><h1>${words.reachNoGuest}</h1>` +
    // The server's own sentence, written in the source language.
    `<p lang="${SOURCE_LANGUAGE}">${escapeHtml(message.replace(/ To make them anyway.*$/, ''))}</p>` +
    `<p><a href="/admin/print/cards?anyway=1">${words.printAnyway}</a> ${words.aTest} · ` +
    `<a href="/admin">${words.back}</a></p></html>`
  );
}

/** A page, not an API call: without a session the couple is sent to sign in rather than shown JSON. */
export const printCardsRoute: FastifyPluginAsyncTypebox<SessionServices & { reach: QrAdminOptions }> = async (
  app,
  { auth, people, storage, reach },
) => {
  app.get<{ Querystring: { anyway?: string } }>(
    '/admin/print/cards',
    { onRequest: phonesFirst, schema: ABOUT },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
      const userId = liveSession({ auth, people, storage }, request, reply);
      request.person = userId === null ? null : people.person(userId);
      if (!request.person) return reply.redirect('/admin', 303);
      if (request.person.role !== 'couple' && request.person.role !== 'organiser')
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send('Only the couple and the organisers print cards.');
      const origin = linkOrigin(reach.publicUrl, request);
      const refusal = unreachableRefusal(origin, request.query.anyway === '1');
      if (refusal) {
        const reader = request.person?.language ?? SOURCE_LANGUAGE;
        return reply.code(409).type('text/html; charset=utf-8').send(notPrintedPage(reader, refusal.message));
      }
      const person = request.person;
      const households = reach.guestList
        .cards()
        .filter((household) => seesSide(person, household.side))
        .sort((a, b) => collatorOnce().compare(a.name, b.name));
      const page = printCardsPage(
        reach.siteIn,
        households,
        (household) => `${origin}/i/${household.token}`,
        originWarning(reach.publicUrl, origin),
        person?.language ?? SOURCE_LANGUAGE,
      );
      reply.header('Content-Security-Policy', PRINT_POLICY);
      return reply.type('text/html; charset=utf-8').send(Readable.from(givingWay(page)));
    },
  );
};

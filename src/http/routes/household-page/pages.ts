import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invitationView } from '../../../../shared/guests/invitation-view';
import type { Household } from '../../../../shared/guests/schemas';
import { textsIn } from '../../../../shared/i18n/by-language';
import { refusalInWords } from '../../../../shared/i18n/refusal-words';
import type { Refusal } from '../../../../shared/outcome';
import type { Language } from '../../../../shared/site/languages';
import { householdUpdates } from '../../../day/updates';
import type { PersonalInvitation } from '../../../pages/answer-pages';
import { type MemoryFile, sendMemoryFile } from '../../../pages/memory-file';
import { guestPagesIn } from '../../../pages/page-files';
import { RecentPages } from '../../../pages/recent-pages';
import { pickLanguage } from '../../pick-language';
import { createHouseholdFinder } from '../invitations';
import { stayFields } from '../travel';
import type { HouseholdPageOptions } from './options';

// Households' pages as rendered, by token: a page is made again only when what it shows has changed. A page with
// its two compressed forms holds about 80 KB, so this keeps the hundred most recent (docs/performance.md, "Footprint").
export const HOUSEHOLD_PAGES_BYTES = 8 * 1024 * 1024;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * A household's page as every route here draws it: found by its token, its view, the page made (or kept from the
 * last time it showed the same), and the not-found page or the wait for a wrong token. Built once for all the
 * household page's routes, so that each answers a token the same way.
 */
export function createHouseholdPages({
  content,
  guestList,
  storage,
  misses,
  personalPages,
  stay,
  updates,
  now,
}: HouseholdPageOptions) {
  const findHousehold = createHouseholdFinder(guestList, misses);
  const recent = new RecentPages(HOUSEHOLD_PAGES_BYTES);
  // A page shows more of the content than its view holds (the couple's names, the dates, the portrait): a save of
  // the content makes every page again, and a page being made from the old content when it lands is not kept.
  let contentSaves = 0;
  content.onReplace(() => {
    contentSaves += 1;
    recent.clear();
  });

  async function pageFor(language: Language, invitation: PersonalInvitation): Promise<MemoryFile> {
    // A form come back, or the thank-you for one just saved: made for this answer alone, never kept.
    if (invitation.returned || invitation.thanked) return personalPages(language, invitation);
    const version = createHash('sha256').update(JSON.stringify(invitation.view)).digest('base64url');
    // The page with its form opened ("Change our answer" without the script) is kept as a page of its own.
    const key = `${language}:${invitation.token}${invitation.changing ? ':changing' : ''}`;
    const kept = recent.get(key, version);
    if (kept) return kept;
    const madeAfter = contentSaves;
    const file = await personalPages(language, invitation);
    if (madeAfter === contentSaves) recent.set(key, version, file);
    return file;
  }

  const viewOf = (language: Language, household: Household) => {
    const site = content.current.localised.in[language];
    return {
      ...invitationView(site, household, now(), language),
      ...stayFields(stay, site, household),
      ...householdUpdates(updates, household, language, site.timeZone, content.current.localised.defaultLanguage),
    };
  };

  /** A note that is nobody's answer: a full disk or a gone database leaves the page as it is, said in the log. */
  const seenBy = (note: () => void, log: FastifyRequest['log']) => {
    try {
      const done = storage.write(note);
      if ('refused' in done) log.warn({ error: done.refused.error }, 'an update seen could not be noted');
    } catch (err) {
      log.warn({ err }, 'an update seen could not be noted');
    }
  };

  const send = (request: FastifyRequest, reply: FastifyReply, file: MemoryFile, status: number) =>
    sendMemoryFile(request, reply.header('X-Robots-Tag', 'noindex, nofollow'), file, status);

  // No such link: the site's own not-found page. Too many wrong ones from this connection: the wait, in words, in the
  // language the page would have been in.
  const refused = (request: FastifyRequest, reply: FastifyReply, { status, message, error }: Refusal) => {
    const language = pickLanguage(request, reply, content.current.localised);
    return status === 404
      ? sendMemoryFile(request, reply, guestPagesIn(content.current.pages, language).notFound, 404)
      : reply
          .code(status)
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Language', language)
          .send(refusalInWords(textsIn(language), status, message, error));
  };

  /**
   * The household a posted form's token names, and the language its page is read in; a wrong token is answered here,
   * as the page's own route answers it.
   */
  const formFor = (request: TokenRequest, reply: FastifyReply) => {
    const found = findHousehold(request.params.token, request.ip);
    if ('refused' in found) return { refused: refused(request, reply, found.refused) };
    const site = content.current.localised;
    const language = pickLanguage(request, reply, site, found.done);
    return { household: found.done, token: request.params.token, site, language };
  };

  return { findHousehold, pageFor, viewOf, seenBy, send, refused, formFor };
}

export type HouseholdPages = ReturnType<typeof createHouseholdPages>;

/** What each of the household page's routes is given: the page's own options, and its pages as drawn. */
export type HouseholdPageRoutesOptions = HouseholdPageOptions & { pages: HouseholdPages };

/** A posted form's fields by name; a field given twice keeps its last value. */
export const formFields = (body: unknown): Record<string, string> =>
  body && typeof body === 'object' ? (body as Record<string, string>) : {};

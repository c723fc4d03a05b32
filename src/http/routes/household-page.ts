import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { answerFromPost, toResponseInput, unanswered } from '../../../shared/forms/household-answer';
import { invitationView } from '../../../shared/guests/invitation-view';
import type { Household } from '../../../shared/guests/schemas';
import { textsIn } from '../../../shared/i18n/by-language';
import { refusalInWords } from '../../../shared/i18n/refusal-words';
import { travelWords } from '../../../shared/i18n/travel-words';
import type { Refusal } from '../../../shared/outcome';
import type { TravelWarning } from '../../../shared/page-data';
import type { Language } from '../../../shared/site/languages';
import { TravelInputSchema } from '../../../shared/stay/schemas';
import { travelProblem, travelWarnings } from '../../../shared/stay/travel-checks';
import { draftOf, halfTold, readTravelForm, travelInputOf } from '../../../shared/stay/travel-form';
import { householdUpdates, type Updates } from '../../day/updates';
import type { GuestList } from '../../guests/guest-list';
import type { TakeHouseholdAnswer } from '../../guests/take-household-answer';
import type { PersonalInvitation, PersonalPages } from '../../pages/answer-pages';
import type { LiveContent } from '../../pages/live-content';
import { type MemoryFile, sendMemoryFile } from '../../pages/memory-file';
import { guestPagesIn } from '../../pages/page-files';
import { RecentPages } from '../../pages/recent-pages';
import { previewCrawler } from '../../reach/preview-crawlers';
import type { Stay } from '../../stay/stay';
import { isStorageFailure } from '../../storage/storage-failure';
import type { StorageGuard } from '../../storage/storage-guard';
import type { AnswerLimiter } from '../answer-limits';
import { INTERNAL_ERROR_MESSAGE, STORAGE_FAILURE_MESSAGE } from '../errors';
import type { MissThrottle } from '../miss-throttle';
import { phonesFirst } from '../phones-first';
import { pickLanguage } from '../pick-language';
import { refuseCrossSite } from '../security';
import { createHouseholdFinder, noteDelivered, noteOpened } from './invitations';
import { stayFields, travelAsked } from './travel';

// Households' pages as rendered, by token: a page is made again only when what it shows has changed. A page with
// its two compressed forms holds about 80 KB, so this keeps the hundred most recent (docs/performance.md, "Footprint").
export const HOUSEHOLD_PAGES_BYTES = 8 * 1024 * 1024;

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  page: {
    summary: "A household's own page, at its private link",
    description:
      "In the household's language unless the guest chose another; `?change=1` opens its form again while answers " +
      'are open. A wrong or revoked link is the not-found page, and after 20 wrong links from one connection in 10 ' +
      'minutes, `429`. Opened by a phone signed in as the door, `303` to the check-in for that household; fetched by ' +
      'a chat app for its preview, the invitation is noted delivered rather than opened.',
  },
  backToPage: {
    summary: "Sends a reload of the posted journey back to the household's page",
    description: '`303` to `/i/<token>`, with the same query.',
  },
  answerForm: {
    summary: "A household's answer as the browser posts it, before or without the page's script",
    description:
      'A form body with the same checks, limits and storing as `PUT /api/invitations/<token>/response`, answered ' +
      "with the household's page: `200` with the answer saved, or the form again as it was posted and what stopped " +
      'it (`400` when someone has no choice for a function, `403` after the deadline, `429`, `503`).',
  },
  travelForm: {
    summary: "A household's journey as the browser posts it, before or without the page's script",
    description:
      'A form body with the same checks and storing as `PUT /api/invitations/<token>/travel`, answered with the ' +
      "household's page opened at its journey: `200` saying it is saved (and any warning), or the form as it was " +
      'posted and what to fix (`400`, `409` when its travel is not asked, `429`).',
  },
};

/**
 * A household's own page, GET /i/<token>, and its form as the browser posts it before (or without) the script,
 * POST /i/<token>, and its journey's form, POST /i/<token>/travel. A wrong or revoked token gets the ordinary
 * not-found page, and a client that keeps guessing 429.
 */
export const householdPageRoutes: FastifyPluginAsync<{
  content: LiveContent;
  guestList: GuestList;
  storage: StorageGuard;
  misses: MissThrottle;
  personalPages: PersonalPages;
  takeHouseholdAnswer: TakeHouseholdAnswer;
  checkHouseholdAnswers: AnswerLimiter['checkHousehold'];
  stay: Stay;
  /** The couple's updates, shown on the pages they concern. */
  updates: Updates;
  /** Whether the request is a door's phone, signed in: a card it reads opens the check-in. */
  atTheDoor?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  now: () => number;
}> = async (
  app,
  {
    content,
    guestList,
    storage,
    misses,
    personalPages,
    takeHouseholdAnswer,
    checkHouseholdAnswers,
    stay,
    updates,
    atTheDoor = () => false,
    now,
  },
) => {
  app.addHook('onRequest', phonesFirst);
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
    if (invitation.returned) return personalPages(language, invitation);
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
      ...householdUpdates(updates, household, language, site.timeZone),
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

  app.get<{ Params: { token: string }; Querystring: { change?: string } }>(
    '/i/:token',
    { schema: ABOUT.page },
    async (request, reply) => {
      const found = findHousehold(request.params.token, request.ip);
      if ('refused' in found) return refused(request, reply, found.refused);
      // The same card opens the check-in on the door's phone: the token goes in the fragment, which no server sees.
      if (atTheDoor(request, reply))
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`/admin/door#card=${encodeURIComponent(request.params.token)}`, 303);
      // A chat app drawing the link's preview is not the family opening it. Its preview is the generic one either way.
      const crawler = previewCrawler(request.headers['user-agent']);
      if (crawler) noteDelivered(guestList, storage, found.done, request.log);
      else noteOpened(guestList, storage, found.done, request.log);
      const site = content.current.localised;
      const language = pickLanguage(request, reply, site, found.done);
      const view = viewOf(language, found.done);
      // The family has its updates before it: the couple's "seen by" counts it (a chat app's preview is not
      // the family).
      if (!crawler && view.updates.length > 0)
        seenBy(
          () =>
            updates.noteSeen(
              found.done.id,
              view.updates.map((update) => update.id),
            ),
          request.log,
        );
      const changing = request.query.change === '1' && !view.closed;
      return send(
        request,
        reply,
        await pageFor(language, { token: request.params.token, view, ...(changing && { changing }) }),
        200,
      );
    },
  );

  // The address a posted journey comes back on; opened again (a reload, the language switch, a bookmark), it is the
  // household's own page, in the language asked for.
  app.get<{ Params: { token: string } }>('/i/:token/travel', { schema: ABOUT.backToPage }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(
      `/i/${encodeURIComponent(request.params.token)}${query >= 0 ? request.url.slice(query) : ''}`,
      303,
    );
  });

  // Form bodies here and in the open form's route only; everything else takes JSON.
  app.register(async (form) => {
    form.removeAllContentTypeParsers();
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    form.addHook('onRequest', refuseCrossSite);
    form.post<{ Params: { token: string } }>('/i/:token', { schema: ABOUT.answerForm }, async (request, reply) => {
      const found = findHousehold(request.params.token, request.ip);
      if ('refused' in found) return refused(request, reply, found.refused);
      const token = request.params.token;
      const site = content.current.localised;
      const language = pickLanguage(request, reply, site, found.done);
      const texts = textsIn(language);
      const view = viewOf(language, found.done);
      const fields = formFields(request.body);
      const answer = answerFromPost(view, fields);
      const again = async (status: number, problem: string) =>
        send(request, reply, await pageFor(language, { token, view, returned: { answer, problem } }), status);

      const limited = checkHouseholdAnswers(request, found.done.id);
      if (limited) {
        const { status, message, error } = limited.refusal;
        reply.header('Retry-After', String(limited.retryAfterSeconds));
        return again(status, refusalInWords(texts, status, message, error));
      }
      if (
        unanswered(
          answer,
          view.events.map((event) => event.id),
        ).size > 0
      )
        return again(400, texts.chooseComingForEveryone);
      let result;
      try {
        result = takeHouseholdAnswer(found.done, toResponseInput(answer), request.log);
      } catch (err) {
        const storageFailed = isStorageFailure(err);
        request.log.error({ err }, storageFailed ? 'a write could not be stored' : 'request failed');
        const status = storageFailed ? 503 : 500;
        return again(
          status,
          refusalInWords(
            texts,
            status,
            storageFailed ? STORAGE_FAILURE_MESSAGE : INTERNAL_ERROR_MESSAGE,
            storageFailed ? 'storage-unavailable' : 'internal-error',
          ),
        );
      }
      if ('refused' in result)
        return again(
          result.refused.status,
          refusalInWords(texts, result.refused.status, result.refused.message, result.refused.error),
        );
      return send(request, reply, await pageFor(language, { token, view: viewOf(language, result.done) }), 200);
    });

    // The journey's form as the browser posts it: the same checks and the same storing as PUT
    // /api/invitations/<token>/travel, and the page again, opened at its journey, with the form as it was posted and
    // either what stopped it or that it is saved.
    form.post<{ Params: { token: string } }>(
      '/i/:token/travel',
      { schema: ABOUT.travelForm },
      async (request, reply) => {
        const found = findHousehold(request.params.token, request.ip);
        if ('refused' in found) return refused(request, reply, found.refused);
        const token = request.params.token;
        const site = content.current.localised;
        const language = pickLanguage(request, reply, site, found.done);
        const words = travelWords(language);
        const fields = formFields(request.body);
        const page = async (
          status: number,
          household: Household,
          problem: string | null,
          warnings: readonly TravelWarning[] = [],
        ) =>
          send(
            request,
            reply,
            await personalPages(language, {
              token,
              view: viewOf(language, household),
              travelReturned: { fields, problem, warnings },
            }),
            status,
          );
        const refusedInWords = ({ status, message, error }: Refusal) =>
          page(status, found.done, refusalInWords(textsIn(language), status, message, error));

        if (!travelAsked(site.in[language], found.done)) return page(409, found.done, words.notAsked);
        const limited = checkHouseholdAnswers(request, found.done.id);
        if (limited) {
          reply.header('Retry-After', String(limited.retryAfterSeconds));
          return refusedInWords(limited.refusal);
        }
        const memberIds = found.done.members.map((member) => member.id);
        // A person whose fields the page did not draw (one journey for all, now ticked off) keeps what was told.
        const stored = viewOf(language, found.done).travel;
        const told = new Map((stored?.people ?? []).map((person) => [person.memberId, person]));
        const draft = readTravelForm(
          memberIds,
          (name) => fields[name] ?? null,
          (memberId) => {
            const person = told.get(memberId);
            return {
              arrive: draftOf(person?.arrive),
              leave: draftOf(person?.leave),
              pickup: person?.pickup ?? false,
              drop: person?.drop ?? false,
            };
          },
          { stay: stored?.stay ?? 'arranged', needs: stored?.needs ?? '' },
        );
        if (halfTold(draft)) return page(400, found.done, words.halfTold);
        const input = travelInputOf(memberIds, draft);
        if (!Value.Check(TravelInputSchema, input) || travelProblem(found.done, input))
          return page(400, found.done, words.unreadable);
        const saved = storage.write(() => stay.saveTravel(found.done, input, 'guest'));
        if ('refused' in saved) return refusedInWords(saved.refused);
        request.log.info({ householdId: found.done.id }, 'household travel stored');
        return page(
          200,
          found.done,
          null,
          travelWarnings(site.in[language], found.done, input).map(({ memberId, kind }) => ({ memberId, kind })),
        );
      },
    );
  });
};

/** A posted form's fields by name; a field given twice keeps its last value. */
const formFields = (body: unknown): Record<string, string> =>
  body && typeof body === 'object' ? (body as Record<string, string>) : {};

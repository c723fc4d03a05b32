import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { invitedEvents } from '../../../shared/guests/response-rules';
import { publicSite, siteWithEvents, weddingEvents } from '../../../shared/site/events';
import { SOURCE_LANGUAGE } from '../../../shared/site/languages';
import type { Site } from '../../../shared/site/schema';
import type { GuestList } from '../../guests/guest-list';
import { calendarFile, calendarFileName, calendarUidDomain } from '../../reach/calendar';
import type { LocalisedSite } from '../../site/localised-site';
import type { Stay } from '../../stay/stay';
import { stayEntries } from '../../stay/stay-calendar';
import { linkOrigin, type PublicUrl } from '../link-origin';
import type { MissThrottle } from '../miss-throttle';
import { phonesFirst } from '../phones-first';
import { pickLanguage } from '../pick-language';
import { doneOr, Refused } from '../refused';
import { createHouseholdFinder } from './invitations';
import { travelAsked } from './travel';

interface CalendarQuery {
  readonly event?: string;
}

const NO_ENTRY = 'There is no calendar entry for this: the function has no start time yet, or no such function.';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  openCalendar: {
    summary: "The open page's functions as an iCalendar file (RFC 5545)",
    description:
      "The public functions that have a `start`, in the guest's language; `?event=<id>` for one alone. `404` for a " +
      'function with no start, a private one, or an unknown one.',
  },
  householdCalendar: {
    summary: "A household's functions as an iCalendar file (RFC 5545), with its room and pickups",
    description:
      'The functions it is invited to that have a `start`, private ones too; `?event=<id>` for one alone. `404` for ' +
      'a function with no start, not invited to, or unknown, and for a wrong link (`429` after too many).',
  },
};

/**
 * The functions as .ics files: GET /calendar.ics for the open page's (never a private one), and
 * GET /i/<token>/calendar.ics for those the household is invited to; ?event=<id> for one function alone.
 */
export const calendarRoutes: FastifyPluginAsync<{
  /** The content as it is now. */
  site: () => LocalisedSite;
  guestList: GuestList;
  misses: MissThrottle;
  publicUrl: PublicUrl;
  stay: Stay;
  now: () => number;
}> = async (app, { site: siteNow, guestList, misses, publicUrl, stay, now }) => {
  const findHousehold = createHouseholdFinder(guestList, misses);
  const origin = (request: FastifyRequest) => linkOrigin(publicUrl, request);

  function send(
    reply: FastifyReply,
    file: string | null,
    shown: Site,
    eventId: string | undefined,
    cacheControl: string,
  ) {
    if (file === null) throw Refused.because('not-found', NO_ENTRY);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${calendarFileName(shown, eventId)}"`)
      .header('Cache-Control', cacheControl)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(file);
  }

  app.get<{ Querystring: CalendarQuery }>('/calendar.ics', { schema: ABOUT.openCalendar }, async (request, reply) => {
    const eventId = typeof request.query.event === 'string' ? request.query.event : undefined;
    const site = siteNow();
    // The functions' titles and places in the guest's language, as their page shows them.
    const openSite = publicSite(site.in[pickLanguage(request, reply, site)]);
    const file = calendarFile(openSite, {
      pageUrl: `${origin(request)}/`,
      now: now(),
      uidDomain: calendarUidDomain(site.in[SOURCE_LANGUAGE]),
      ...(eventId ? { eventId } : {}),
    });
    return send(reply, file, openSite, eventId, 'no-cache');
  });

  app.get<{ Params: { token: string }; Querystring: CalendarQuery }>(
    '/i/:token/calendar.ics',
    { onRequest: phonesFirst, schema: ABOUT.householdCalendar },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const household = doneOr(findHousehold(request.params.token, request.ip));
      const site = siteNow();
      const language = pickLanguage(request, reply, site, household);
      const inLanguage = site.in[language];
      const invited = new Set(invitedEvents(household, weddingEvents(inLanguage)).map((event) => event.id));
      const shown = siteWithEvents(inLanguage, (id) => invited.has(id));
      const eventId = typeof request.query.event === 'string' ? request.query.event : undefined;
      const file = calendarFile(shown, {
        pageUrl: `${origin(request)}/i/${request.params.token}`,
        now: now(),
        uidDomain: calendarUidDomain(site.in[SOURCE_LANGUAGE]),
        ...(eventId ? { eventId } : {}),
        // Its room and pickups too, once the couple has decided them.
        extras: stayEntries(household.id, stay.householdStay(household, travelAsked(inLanguage, household)), language),
      });
      // The household's own functions, some of them private: kept out of shared caches.
      return send(reply, file, shown, eventId, 'private, no-store');
    },
  );
};

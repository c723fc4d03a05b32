import type { FastifyPluginAsync } from 'fastify';
import { previewCrawler } from '../../../reach/preview-crawlers';
import { pickLanguage } from '../../pick-language';
import { noteInvitation } from '../invitations';
import type { HouseholdPageRoutesOptions } from './pages';

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
};

/** A household's own page, GET /i/<token>, and the address its posted journey comes back on. */
export const householdPageRoute: FastifyPluginAsync<HouseholdPageRoutesOptions> = async (
  app,
  { content, guestList, storage, updates, atTheDoor = () => false, pages },
) => {
  const { findHousehold, viewOf, seenBy, send, refused, pageFor } = pages;
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
      noteInvitation(crawler ? 'delivered' : 'opened', guestList, storage, found.done, request.log);
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
};

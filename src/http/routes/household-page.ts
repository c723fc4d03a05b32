import type { FastifyPluginAsync } from 'fastify';
import { phonesFirst } from '../phones-first';
import { refuseCrossSite } from '../security';
import { householdAnswerFormRoute } from './household-page/answer-form';
import type { HouseholdPageOptions } from './household-page/options';
import { householdPageRoute } from './household-page/page';
import { createHouseholdPages, type HouseholdPageRoutesOptions } from './household-page/pages';
import { householdTravelFormRoute } from './household-page/travel-form';

export { HOUSEHOLD_PAGES_BYTES } from './household-page/pages';

/**
 * A household's own page, GET /i/<token>, and its form as the browser posts it before (or without) the script,
 * POST /i/<token>, and its journey's form, POST /i/<token>/travel. A wrong or revoked token gets the ordinary
 * not-found page, and a client that keeps guessing 429. Each route is a plugin of its own in household-page/; the
 * pages they draw (and keep) are made once here for all of them.
 */
export const householdPageRoutes: FastifyPluginAsync<HouseholdPageOptions> = async (app, options) => {
  app.addHook('onRequest', phonesFirst);
  const routes: HouseholdPageRoutesOptions = { ...options, pages: createHouseholdPages(options) };
  await app.register(householdPageRoute, routes);

  // Form bodies here and in the open form's route only; everything else takes JSON.
  await app.register(async (form) => {
    form.removeAllContentTypeParsers();
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    form.addHook('onRequest', refuseCrossSite);
    await form.register(householdAnswerFormRoute, routes);
    await form.register(householdTravelFormRoute, routes);
  });
};

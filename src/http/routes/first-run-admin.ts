import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { SiteFile } from '../../../shared/site/schema';
import { firstRunSteps } from '../../admin/first-run';
import type { People } from '../../admin/people';
import type { GuestList } from '../../guests/guest-list';
import { DEFAULT_SITE_FILE } from '../../site/defaults';

export interface FirstRunOptions {
  /** The content being served, and whether it has the couple's photo. */
  readonly content: () => { readonly file: SiteFile; readonly hasPortrait: boolean };
  readonly publicUrl: () => string | undefined;
}

const StepsSchema = Type.Object({
  couple: Type.Boolean(),
  days: Type.Boolean(),
  venues: Type.Boolean(),
  look: Type.Boolean(),
  address: Type.Boolean(),
  guests: Type.Boolean(),
  helpers: Type.Boolean(),
  test: Type.Boolean(),
});

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  steps: { summary: "Which steps of setting up the wedding are done, for the couple's checklist" },
};

/** GET /api/admin/first-run: which steps of setting up the wedding are done, for the couple's checklist. */
export const firstRunAdminRoutes: FastifyPluginAsyncTypebox<
  FirstRunOptions & { people: People; guestList: GuestList }
> = async (app, { content, publicUrl, people, guestList }) => {
  app.get(
    '/api/admin/first-run',
    { config: { access: 'couple' }, schema: { ...ABOUT.steps, response: { 200: StepsSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { file, hasPortrait } = content();
      const households = guestList.list();
      return firstRunSteps({
        file,
        sample: DEFAULT_SITE_FILE,
        hasPortrait,
        publicUrl: publicUrl(),
        households: households.length,
        helpers: people.list().filter((person) => person.role !== 'couple').length,
        anySent: households.some((household) => household.sentAt !== null),
      });
    },
  );
};

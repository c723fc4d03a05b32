import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Refused } from '../../refused';
import { errors, type SiteAdminOptions, SiteDocumentSchema } from './schemas';

const VersionParamsSchema = Type.Object({ version: Type.String({ pattern: '^[\\w-]{16}$' }) });

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  versions: {
    summary: 'The versions of the content the last 20 saves replaced, newest first',
    description: 'Restoring one is saving it again with `PUT /api/admin/site`.',
  },
  version: {
    summary: 'One kept version of the content, whole',
    description: '`{version, site}`; `404` for one no longer kept.',
  },
};

/** The versions of the content earlier saves replaced, listed and read whole. */
export const siteVersionRoutes: FastifyPluginAsyncTypebox<SiteAdminOptions> = async (app, { siteEditor }) => {
  app.get(
    '/api/admin/site/versions',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.versions,
        response: { 200: Type.Array(Type.Object({ version: Type.String(), replacedAt: Type.String() })) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return siteEditor.versions();
    },
  );

  app.get(
    '/api/admin/site/versions/:version',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.version, params: VersionParamsSchema, response: { 200: SiteDocumentSchema, ...errors } },
    },
    async (request, reply) => {
      const site = siteEditor.version(request.params.version);
      if (site === null) {
        throw Refused.because('not-found', `No version ${request.params.version} is kept (the newest 20 are).`);
      }
      reply.header('Cache-Control', 'no-store');
      return { version: request.params.version, site };
    },
  );
};

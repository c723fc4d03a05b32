import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { OFFSITE_STALE_MS, readOffsiteStatus } from '../../storage/offsite';
import type { StorageGuard } from '../../storage/storage-guard';

export const StorageStateSchema = Type.Object({
  /**
   * What stops guests' answers from being kept, in words for the couple (the file, the free space); null when nothing
   * does.
   */
  problem: Type.Union([Type.String(), Type.Null()]),
  /** The copies off the machine (docs/deploy.md): when the last was made, and whether that is too long ago. */
  offsite: Type.Object({
    lastCopyAt: Type.Union([Type.String(), Type.Null()]),
    /** Why the last attempt failed, if it did. */
    lastError: Type.Union([Type.String(), Type.Null()]),
    /** Never made, or the last is older than a day. */
    stale: Type.Boolean(),
  }),
});

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  storage: {
    summary: "What stops guests' answers from being kept, and how the copies off the machine stand",
    description:
      '`problem` says it in words for the couple (the database file, the free space), null when nothing does; ' +
      '`offsite` says when the last copy was made, why the last attempt failed, and `stale` when none was made or ' +
      'the last is older than a day.',
  },
};

/** For the admin page's warning: the couple sees a full disk or a lost database before a guest tells them. */
export const storageAdminRoutes: FastifyPluginAsyncTypebox<{ storage: StorageGuard }> = async (app, { storage }) => {
  app.get(
    '/api/admin/storage',
    { config: { access: 'couple' }, schema: { ...ABOUT.storage, response: { 200: StorageStateSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const offsite = readOffsiteStatus(storage.dataDir);
      const lastCopyAt = offsite?.lastCopyAt ?? null;
      return {
        problem: storage.check()?.detail ?? null,
        offsite: {
          lastCopyAt,
          lastError: offsite?.lastError ?? null,
          stale: lastCopyAt === null || Date.now() - Date.parse(lastCopyAt) > OFFSITE_STALE_MS,
        },
      };
    },
  );
};

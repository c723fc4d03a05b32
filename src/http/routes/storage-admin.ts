import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { StorageGuard } from '../../storage/storage-guard';

export const StorageStateSchema = Type.Object({
  /** What stops guests' answers from being kept, in words for the couple (the file, the free space); null when nothing does. */
  problem: Type.Union([Type.String(), Type.Null()]),
});

/** For the admin page's warning: the couple sees a full disk or a lost database before a guest tells them. */
export const storageAdminRoutes: FastifyPluginAsyncTypebox<{ storage: StorageGuard }> = async (app, { storage }) => {
  app.get('/api/admin/storage', { schema: { response: { 200: StorageStateSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { problem: storage.check()?.detail ?? null };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

type Scope = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * A feature's routes with the options it takes from the app's services, so that a list can register them all: a
 * new feature is its own file and one line in a list (src/http/site-parts.ts, src/http/routes/admin-rooms.ts), not
 * an edit of the code that builds the app.
 */
export interface ListedRoutes<Services> {
  register(scope: Scope, services: Services): Promise<void>;
}

export function listed<Services, Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncTypebox<Options> | FastifyPluginAsync<Options>,
  optionsFrom: (services: Services) => Options,
): ListedRoutes<Services> {
  return {
    register: async (scope, services) => {
      await scope.register(routes as FastifyPluginAsyncTypebox<Options>, optionsFrom(services));
    },
  };
}

// The HTTP reference, made from the routes as they are registered: @fastify/swagger reads each route's TypeBox
// schemas into an OpenAPI document, and each signed-in route's access rule goes in beside them as `x-access`.
// Nothing here is written by hand, so the reference cannot say what the code does not do.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { startTestApp } from '../../test/helpers/app';

export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface HttpReference {
  /** The OpenAPI 3 document. */
  document: OpenApiDocument;
  /** Every route the app registered, as Fastify saw it. */
  registered: RegisteredRoute[];
}

export interface OpenApiOperation {
  'x-access'?: string;
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Each route's schema, with its access rule beside it (Fastify's schema type allows any further key). */
const describedWithAccess = ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
  const access = route.config?.access;
  return { schema: access ? { ...schema, 'x-access': access } : schema, url };
};

export async function httpReference(): Promise<HttpReference> {
  const registered: RegisteredRoute[] = [];
  const { app, close } = await startTestApp({
    beforeRoutes: async (root: FastifyInstance) => {
      root.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) if (method !== 'HEAD') registered.push({ method, url: route.url });
      });
      await root.register(fastifySwagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'Wedding invitation',
            version: '1',
            description: 'Every route the server answers, made from the schemas the routes declare.',
          },
        },
        transform: describedWithAccess,
      });
    },
  });
  try {
    const document = (app as unknown as { swagger(): OpenApiDocument }).swagger();
    return { document, registered };
  } finally {
    await close();
  }
}

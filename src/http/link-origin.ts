import type { FastifyRequest } from 'fastify';

/** The address links handed out carry: PUBLIC_URL, or else the one this request came in by. */
export const linkOrigin = (publicUrl: string | undefined, request: FastifyRequest): string =>
  publicUrl ?? `${request.protocol}://${request.host}`;

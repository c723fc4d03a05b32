import type { FastifyRequest } from 'fastify';

/** The site's public address now: PUBLIC_URL, else the one the couple set in the admin; undefined when neither is. */
export type PublicUrl = () => string | undefined;

/** The address links handed out carry: the public one, or else the one this request came in by. */
export const linkOrigin = (publicUrl: PublicUrl, request: FastifyRequest): string =>
  publicUrl() ?? `${request.protocol}://${request.host}`;

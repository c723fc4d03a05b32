import type { FastifyReply } from 'fastify';
import type { Refusal } from '../../shared/outcome';

/** A refusal as the API answers it: its status, and the body every error has (ErrorSchema). */
export const sendRefusal = (reply: FastifyReply, { status, error, message }: Refusal) =>
  reply.code(status).send({ error, message });

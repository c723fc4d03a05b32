import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a sheet to download: UTF-8 CSV under its file name, never kept by a cache (every export holds the
 * guests' names, and most their phones).
 */
export const sendCsv = (reply: FastifyReply, fileName: string, body: string | Readable) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);

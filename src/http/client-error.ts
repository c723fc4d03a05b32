import type { Socket } from 'node:net';
import { type Refusal, refusal } from '../../shared/outcome';

// Each answer's reason phrase is written here rather than read from node:http's STATUS_CODES: an ES module import of
// node:http makes Node build the module's whole export list at start, and with it load the bundled undici behind its
// WebSocket export (20 ms of a restart here, and the memory it keeps).
const ANSWERS: Readonly<Record<string, { reason: string; refusal: Refusal }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    reason: 'Request Timeout',
    refusal: refusal(
      'request-timeout',
      'The request took too long to arrive. Please try again; nothing you typed is lost.',
    ),
  },
  HPE_HEADER_OVERFLOW: {
    reason: 'Request Header Fields Too Large',
    refusal: refusal('headers-too-large', "The request's headers are larger than this site accepts."),
  },
};
const MALFORMED = { reason: 'Bad Request', refusal: refusal('bad-request', 'The request could not be read.') };

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a client too slow to send it, headers too large,
 * bytes that are not HTTP): answered in the product's error shape and with the same security headers as every other
 * answer, where Fastify's default would send its own body and none of them. Written on the raw socket, then closed.
 */
export function clientErrorAnswer(securityHeaders: () => Readonly<Record<string, string>>) {
  return (err: NodeJS.ErrnoException, socket: Socket): void => {
    // A connection reset leaves nothing to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const { reason, refusal: answer } = (err.code ? ANSWERS[err.code] : undefined) ?? MALFORMED;
    const { status, ...body } = answer;
    const json = JSON.stringify(body);
    const headerLines = Object.entries(securityHeaders())
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
          `${headerLines}\r\n${json}`,
      );
    }
    socket.destroy();
  };
}

// The headers of the open invitation, the answer nearly all of a wedding's traffic is: a deterministic budget (lines and
// bytes, not timings). Node checks each header's name and every character of its value, and joins them into the
// answer, at every request: Node's own server sending the same bytes with the 17 headers the site sent until
// 2026-11-25 spent 3.4 µs a request more than with the three a body needs, more than Fastify's own work. `npm run bench` compares `GET /` with a bare
// Fastify sending the same bytes; a header added is weighed here first.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

// Written by Node for each answer, or by the connection: the same for a bare server.
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
// 812 bytes since the open pages' policy names only their own two styles (1,011 when it named every look's).
const BUDGET = { lines: 15, bytes: 830 };

describe('the open invitation’s headers', () => {
  const t = useTestApp({ site: guestListSite() });

  for (const language of ['en', 'hi'])
    test(`stay within ${BUDGET.lines} lines and ${BUDGET.bytes} bytes (${language})`, async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'br, gzip', 'accept-language': language },
      });
      assert.equal(response.statusCode, 200);
      const lines = Object.entries(response.headers)
        .filter(([name]) => !NODE_OWN.has(name))
        .map(([name, value]) => `${name}: ${String(value)}\r\n`);
      const bytes = lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
      assert.ok(lines.length <= BUDGET.lines, `${lines.length} header lines:\n${lines.join('')}`);
      assert.ok(bytes <= BUDGET.bytes, `${bytes} bytes of headers:\n${lines.join('')}`);
    });
});

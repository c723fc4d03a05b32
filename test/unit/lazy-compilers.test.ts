// Route schemas are compiled at a route's first request, not at start, and once: what a restart no longer waits on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import Type from 'typebox';
import { lazySchemaCompilers } from '../../src/http/lazy-compilers';

test('a route schema is compiled at its first request, once, and validates and serializes as before', async () => {
  const compiled: string[] = [];
  const app = Fastify({ schemaController: { compilersFactory: lazySchemaCompilers((part) => compiled.push(part)) } });
  app.post(
    '/names',
    {
      schema: {
        body: Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ name: Type.String() }) },
      },
    },
    async (request) => ({ ...(request.body as { name: string }), secret: 'never sent' }),
  );
  app.get('/unused', { schema: { querystring: Type.Object({ q: Type.String() }) } }, async () => 'unused');
  await app.ready();
  assert.deepEqual(compiled, [], 'nothing compiled at start');

  const first = await app.inject({ method: 'POST', url: '/names', payload: { name: 'Asha', extra: 1 } });
  assert.equal(first.statusCode, 200);
  assert.deepEqual(first.json(), { name: 'Asha' }, 'the response schema drops what it does not name');
  assert.deepEqual(compiled, ['POST /names body', 'POST /names 200']);

  const refused = await app.inject({ method: 'POST', url: '/names', payload: { name: '' } });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.json().message, /name/);
  assert.equal(compiled.length, 2, 'compiled once');
  await app.close();
});

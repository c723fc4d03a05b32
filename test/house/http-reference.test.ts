// The HTTP reference is made from the routes' own schemas; this holds the page in docs/ to what the code would
// write now, and the document to every route the app registers, so that neither can drift from the code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { type HttpReference, httpReference } from '../../scripts/http-reference/document';
import { REFERENCE_FILE } from '../../scripts/http-reference/index';
import { referenceMarkdown } from '../../scripts/http-reference/markdown';

let reference: HttpReference;
before(async () => {
  reference = await httpReference();
});

/** Fastify's `/i/:token` and `/assets/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*/g, '{*}');

test('every route the app registers is in the OpenAPI document, with its access rule where it has one', () => {
  const { document, registered } = reference;
  assert.ok(registered.length > 100, `only ${registered.length} routes were seen`);
  const missing = registered.filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()]);
  assert.deepEqual(missing, []);
  const signedIn = document.paths['/api/admin/households/{id}']?.patch;
  assert.equal(signedIn?.['x-access'], 'guests');
});

test('docs/http-reference.md is what `npm run http-reference` writes from the routes as they are', () => {
  const written = readFileSync(REFERENCE_FILE, 'utf8');
  assert.ok(
    written === referenceMarkdown(reference.document),
    'docs/http-reference.md differs from the routes: run `npm run http-reference` and commit the page',
  );
});

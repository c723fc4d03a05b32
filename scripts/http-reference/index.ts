// `npm run http-reference`: writes docs/http-reference.md from the routes as registered;
// `-- --openapi <file>` also writes the OpenAPI document itself (half a megabyte, so it is not kept in the
// repository). test/house/http-reference.test.ts fails when the page differs from what the code would write now.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../house/source-files';
import { httpReference } from './document';
import { referenceMarkdown } from './markdown';

export const REFERENCE_FILE = path.join(REPO_ROOT, 'docs', 'http-reference.md');

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { document } = await httpReference();
  writeFileSync(REFERENCE_FILE, referenceMarkdown(document));
  console.log(`wrote ${path.relative(REPO_ROOT, REFERENCE_FILE)}`);
  const openApiAt = process.argv.indexOf('--openapi');
  const openApiFile = openApiAt === -1 ? undefined : process.argv[openApiAt + 1];
  if (openApiFile) {
    writeFileSync(openApiFile, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`wrote ${openApiFile}`);
  }
}

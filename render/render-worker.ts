// Renders and compresses the pages in a short-lived child process (see content.ts): React's server renderer
// and the garbage of rendering live and die with it, and never weigh on the server's memory afterwards.
import { makePageFiles } from './make-page-files';
import type { RenderInput } from '../src/pages/render-input';

process.once('message', (input: RenderInput) => {
  makePageFiles(input).then(
    (files) => process.send?.(files, () => process.disconnect()),
    (err: unknown) => {
      process.stderr.write(
        `rendering the pages failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exit(1);
    },
  );
});

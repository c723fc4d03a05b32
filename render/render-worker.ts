// Renders and compresses the pages in a short-lived child process (see content.ts): React's server renderer
// and the garbage of rendering live and die with it, and never weigh on the server's memory afterwards.

import type { RenderInput } from '../src/pages/render-input';
import { makePageFiles } from './make-page-files';

process.once('message', (input: RenderInput) => {
  makePageFiles(input).then(
    // The server may have stopped while the pages were drawn: then there is no one to send them to.
    (files) => {
      if (!process.connected) return;
      process.send?.(files, () => {
        if (process.connected) process.disconnect();
      });
    },
    (err: unknown) => {
      process.stderr.write(
        `rendering the pages failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exit(1);
    },
  );
});

// The server closed the channel (it is stopping): nothing is left to do.
process.on('disconnect', () => process.exit(0));

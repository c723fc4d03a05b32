// Renders the pages made per request (see answer-pages.ts): the answer to a form posted without the script, and a
// household's own page. It lives while such
// answers come in and ends when the server lets it go, so React stays out of the server's own memory.

import type { AnswerPageReply, AnswerPageRequest } from '../src/pages/answer-pages';
import type { RenderInput } from '../src/pages/render-input';
import { makeAnswerPage, makePersonalPage } from './make-page-files';

let input: RenderInput | null = null;

process.on('message', (message: AnswerPageRequest) => {
  // The content for the pages to come (a page asked for has an id; one of a preview carries its own input too).
  if (!('id' in message)) {
    input = message.input;
    // Loaded and given the content: from now on the server times this renderer's work, not its start.
    if (process.connected) process.send?.({ ready: true } satisfies AnswerPageReply, undefined, {}, () => undefined);
    return;
  }
  const { id } = message;
  // The server may have let this process go meanwhile; then there is no one to answer.
  const reply = (answer: AnswerPageReply) => {
    if (process.connected) process.send?.(answer, undefined, {}, () => undefined);
  };
  if (!input) {
    reply({ id, error: 'the renderer was asked for a page before it was given the content' });
    return;
  }
  ('personal' in message
    ? makePersonalPage(message.input ?? input, message.language, message.personal)
    : makeAnswerPage(input, message.language, message.answer)
  ).then(
    (file) => reply({ id, file }),
    (err: unknown) => reply({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});

// The server closed the channel (idle, or shutting down): nothing is left to do.
process.on('disconnect', () => process.exit(0));

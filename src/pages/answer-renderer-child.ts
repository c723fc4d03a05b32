// The answer pages' renderer, a child process (dist/answer-page-worker.mjs): one at a time, started with the content
// being served, let go when idle, and let go for a new one when the content changes.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AnswerPageReply, AnswerPageRequest } from './answer-pages';
import type { RenderInput } from './render-input';

/** What the renderer's parent hears of it: each reply, and its end (an exit or an error) in words. */
interface RendererEars {
  reply(reply: AnswerPageReply): void;
  stopped(why: string): void;
}

/** Starts the renderer, and gives it the content it draws from. */
function forkAnswerRenderer(script: URL, input: RenderInput, ears: RendererEars): ChildProcess {
  // No inherited flags: a server started with --inspect must not have its child fight it for the port.
  const started = fork(fileURLToPath(script), [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (reply: AnswerPageReply) => ears.reply(reply));
  started.once('exit', (code, signal) => ears.stopped(`stopped (${signal ?? `exit code ${code}`})`));
  started.on('error', (err) => ears.stopped(`failed: ${err.message}`));
  // Neither the child nor its channel keeps the server's process alive on their own.
  started.unref();
  started.channel?.unref();
  started.send({ input } satisfies AnswerPageRequest);
  return started;
}

/**
 * The renderer running now, if any, let go after `idleMs` without a page to make. Only it is heard: a renderer let go
 * of earlier finishes unheard. `starting` is told of each new one, `reply` of what it sends, `stopped` of its end
 * while it is still the one running.
 */
export function createRendererSlot(
  script: URL,
  firstInput: RenderInput,
  idleMs: number,
  ears: { starting(): void; reply(reply: AnswerPageReply): void; stopped(err: Error): void },
) {
  let input = firstInput;
  let child: ChildProcess | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  // The content changed while the renderer had pages in hand: it finishes those and is given no more, then goes; the
  // pages asked for meanwhile wait for a renderer that holds the new content.
  let stale = false;
  const start = () => {
    const started = forkAnswerRenderer(script, input, {
      reply: (reply) => {
        if (child === started) ears.reply(reply);
      },
      stopped: (why) => {
        if (child !== started) return; // one let go of earlier, with nothing left waiting on it
        child = null;
        ears.stopped(new Error(`the answer page renderer ${why}`));
      },
    });
    ears.starting();
    stale = false;
    child = started;
  };
  /** Lets the renderer go once the pages in its hands are done: its channel closed, it has nothing more to do. */
  const letGo = () => {
    const leaving = child;
    child = null;
    stale = false;
    leaving?.disconnect();
  };
  return {
    /** A page is wanted: the renderer is kept, or started unless one is running. */
    ensure() {
      clearTimeout(idleTimer);
      if (!child) start();
    },
    /** No page is owed: the renderer goes unless one is wanted within `idleMs`. */
    idle() {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(letGo, idleMs).unref();
    },
    /** The renderer with the old content goes; when pages are still owed, a new one starts with the new content. */
    renew(owed: boolean) {
      letGo();
      if (owed) start();
    },
    /** Lets the renderer go now. */
    close() {
      clearTimeout(idleTimer);
      letGo();
    },
    /** The renderer, no longer the one running, for the caller to stop. */
    takeOut(): ChildProcess | null {
      const leaving = child;
      child = null;
      return leaving;
    },
    /** The renderer to hand pages to: none when none runs, or its content is out of date. */
    sendable: (): ChildProcess | null => (stale ? null : child),
    /** New content for the renderers started from now on. */
    setInput(next: RenderInput) {
      input = next;
    },
    markStale() {
      stale = true;
    },
    get stale() {
      return stale;
    },
    get child() {
      return child;
    },
  };
}

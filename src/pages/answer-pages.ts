import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AnswerOnPage, PersonalInvitation } from '../../shared/page-data';
import type { Language } from '../../shared/site/languages';
import type { MemoryFile } from './memory-file';
import { reviveMemoryFile } from './page-files';
import type { RenderInput } from './render-input';

/** Makes the invitation page that answers a posted RSVP form. */
export type AnswerPages = (language: Language, answer: AnswerOnPage) => Promise<MemoryFile>;
/** Makes a household's own page: from the content being served, or from `input` (a preview of a draft). */
export type PersonalPages = (
  language: Language,
  invitation: PersonalInvitation,
  input?: RenderInput,
) => Promise<MemoryFile>;
export type { PersonalInvitation } from '../../shared/page-data';

export type AnswerPageRequest =
  | { readonly input: RenderInput }
  | { readonly id: number; readonly language: Language; readonly answer: AnswerOnPage }
  | {
      readonly id: number;
      readonly language: Language;
      readonly personal: PersonalInvitation;
      readonly input?: RenderInput;
    };
type PageRequest = { readonly language: Language } & (
  | { readonly answer: AnswerOnPage }
  | { readonly personal: PersonalInvitation; readonly input?: RenderInput }
);
export type AnswerPageReply =
  | { readonly id: number; readonly file: MemoryFile }
  | { readonly id: number; readonly error: string }
  | { readonly ready: true };

interface Pending {
  resolve(file: MemoryFile): void;
  reject(err: Error): void;
  /** Sent to the renderer yet, or still waiting its turn here. */
  sent: boolean;
  readonly request: PageRequest;
}

// Pages given to the renderer at once; the rest wait here, in order. With few in its hands, a renderer that gives
// none back for `timeoutMs` is stuck, not busy; and fifty at once cannot swell its memory.
const IN_FLIGHT = 2;

/**
 * Renders answer pages, and households' own pages, in a child process (dist/answer-page-worker.mjs), started at the first posted form and let
 * go after `idleMs` without one. Only a guest whose browser has not yet (or never) run the page's script posts the
 * form, so this is rare: the server's memory is spared React for the life of the site, and a guest pays a start
 * of the renderer (a fraction of a second) only for the first answer after a quiet spell.
 */
export function answerPagesInChild(
  script: URL,
  firstInput: RenderInput,
  { idleMs = 120_000, timeoutMs = 10_000, startTimeoutMs = 120_000 } = {},
) {
  let input = firstInput;
  let child: ChildProcess | null = null;
  // The content changed while the renderer had pages in hand: it finishes those and is given no more, then goes; the
  // pages asked for meanwhile wait for a renderer that holds the new content.
  let stale = false;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  // The renderer is stuck when, with pages in its hands, it makes no progress (no page comes back) for `timeoutMs`:
  // measured from its last page, or from when it said it was ready, never from the request. Fifty households opening
  // their pages at once queue behind each other, and a Pi takes seconds to load React; neither is a stuck renderer.
  let watchdog: NodeJS.Timeout | undefined;
  let ready = false;

  const failAll = (err: Error) => {
    clearTimeout(watchdog);
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };

  const stuck = (why: string) => {
    const leaving = child;
    child = null;
    failAll(new Error(why));
    leaving?.kill();
  };

  const watch = () => {
    clearTimeout(watchdog);
    if (pending.size === 0) return;
    watchdog = ready
      ? setTimeout(
          () => stuck(`the answer page renderer made no progress for ${timeoutMs} ms and has been stopped`),
          timeoutMs,
        )
      : setTimeout(() => stuck(`the answer page renderer did not start within ${startTimeoutMs} ms`), startTimeoutMs);
  };

  const letGo = () => {
    const leaving = child;
    child = null;
    stale = false;
    leaving?.disconnect();
  };

  const start = (): ChildProcess => {
    // No inherited flags: a server started with --inspect must not have its child fight it for the port.
    const started = fork(fileURLToPath(script), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    ready = false;
    stale = false;
    started.on('message', (reply: AnswerPageReply) => {
      if (child !== started) return;
      if ('ready' in reply) {
        ready = true;
        watch();
        return;
      }
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (stale && !hasSentPages()) renewRenderer();
      pump();
      watch();
      if ('file' in reply) waiting.resolve(reviveMemoryFile(reply.file));
      else waiting.reject(new Error(`rendering an answer page failed: ${reply.error}`));
      if (pending.size === 0) {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(letGo, idleMs).unref();
      }
    });
    const stopped = (why: string) => {
      if (child !== started) return; // one let go of earlier, with nothing left waiting on it
      child = null;
      failAll(new Error(`the answer page renderer ${why}`));
    };
    started.once('exit', (code, signal) => stopped(`stopped (${signal ?? `exit code ${code}`})`));
    started.on('error', (err) => stopped(`failed: ${err.message}`));
    // Neither the child nor its channel keeps the server's process alive on their own.
    started.unref();
    started.channel?.unref();
    started.send({ input } satisfies AnswerPageRequest);
    return started;
  };

  const hasSentPages = () => [...pending.values()].some((waiting) => waiting.sent);

  /** The renderer with the old content goes; pages still owed go to a new one, started with the new content. */
  function renewRenderer() {
    letGo();
    if (pending.size > 0) child = start();
  }

  /** Hands the renderer the next pages in order, up to IN_FLIGHT; none to one whose content is out of date. */
  function pump() {
    if (!child || stale) return;
    let inFlight = 0;
    for (const waiting of pending.values()) if (waiting.sent) inFlight += 1;
    for (const [id, waiting] of pending) {
      if (inFlight >= IN_FLIGHT) return;
      if (waiting.sent) continue;
      waiting.sent = true;
      inFlight += 1;
      child.send({ id, ...waiting.request } satisfies AnswerPageRequest);
    }
  }

  const renderPage = (request: PageRequest) =>
    new Promise<MemoryFile>((resolve, reject) => {
      clearTimeout(idleTimer);
      child ??= start();
      pending.set(nextId++, { resolve, reject, sent: false, request });
      // A first page owed starts the watch; later ones wait their turn under it.
      if (pending.size === 1) watch();
      pump();
    });
  const render: AnswerPages = (language, answer) => renderPage({ language, answer });
  const personal: PersonalPages = (language, invitation, override) =>
    renderPage({ language, personal: invitation, ...(override ? { input: override } : {}) });

  return {
    render,
    personal,
    /** New content (the couple saved site.json): pages asked for from now on are made from it. */
    setInput(next: RenderInput) {
      input = next;
      if (!child) return;
      if (hasSentPages()) {
        stale = true;
        return;
      }
      renewRenderer();
      pump();
      watch();
    },
    /** Lets the renderer go now (the server is shutting down, or a test is done). */
    close() {
      clearTimeout(idleTimer);
      failAll(new Error('the server is shutting down'));
      letGo();
    },
    /** Whether a renderer is running, and its process: for tests of its coming and going. */
    get running() {
      return child !== null;
    },
    get pid() {
      return child?.pid;
    },
  };
}

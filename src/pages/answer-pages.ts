import type { AnswerOnPage, PersonalInvitation } from '../../shared/page-data';
import type { Language } from '../../shared/site/languages';
import { createRendererSlot } from './answer-renderer-child';
import type { MemoryFile } from './memory-file';
import { reviveMemoryFile } from './page-files';
import { createPageQueue } from './page-queue';
import type { RenderInput } from './render-input';
import { createRendererWatchdog } from './renderer-watchdog';

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

// Pages given to the renderer at once; the rest wait here, in order. With few in its hands, a renderer that gives
// none back for `timeoutMs` is stuck, not busy; and fifty at once cannot swell its memory.
const IN_FLIGHT = 2;

/**
 * Renders answer pages, and households' own pages, in a child process (dist/answer-page-worker.mjs), started at the
 * first posted form and let go after `idleMs` without one. Only a guest whose browser has not yet (or never) run the
 * page's script posts the form, so this is rare: the server's memory is spared React for the life of the site, and a
 * guest pays a start of the renderer (a fraction of a second) only for the first answer after a quiet spell.
 */
export function answerPagesInChild(
  script: URL,
  firstInput: RenderInput,
  { idleMs = 120_000, timeoutMs = 10_000, startTimeoutMs = 120_000 } = {},
) {
  const queue = createPageQueue<PageRequest>();
  const failAll = (err: Error) => {
    watchdog.stop();
    queue.failAll(err);
  };
  const slot = createRendererSlot(script, firstInput, idleMs, {
    starting: () => watchdog.starting(),
    reply: (reply) => heard(reply),
    stopped: failAll,
  });
  const watchdog = createRendererWatchdog(
    { timeoutMs, startTimeoutMs },
    () => queue.size > 0,
    (why) => {
      const leaving = slot.takeOut();
      failAll(new Error(why));
      leaving?.kill();
    },
  );

  /** A page back from the renderer (or its word that it is ready): the next ones go, and the watch starts again. */
  const heard = (reply: AnswerPageReply) => {
    if ('ready' in reply) return watchdog.ready();
    const waiting = queue.take(reply.id);
    if (!waiting) return;
    if (slot.stale && !queue.hasSent()) slot.renew(queue.size > 0);
    pump();
    watchdog.watch();
    if ('file' in reply) waiting.resolve(reviveMemoryFile(reply.file));
    else waiting.reject(new Error(`rendering an answer page failed: ${reply.error}`));
    if (queue.size === 0) slot.idle();
  };

  /** Hands the renderer the next pages in order, up to IN_FLIGHT; none to one whose content is out of date. */
  function pump() {
    const renderer = slot.sendable();
    if (!renderer) return;
    queue.sendNext(IN_FLIGHT, (id, request) => renderer.send({ id, ...request } satisfies AnswerPageRequest));
  }

  const renderPage = (request: PageRequest) =>
    new Promise<MemoryFile>((resolve, reject) => {
      slot.ensure();
      queue.add(request, resolve, reject);
      // A first page owed starts the watch; later ones wait their turn under it.
      if (queue.size === 1) watchdog.watch();
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
      slot.setInput(next);
      if (!slot.child) return;
      if (queue.hasSent()) {
        slot.markStale();
        return;
      }
      slot.renew(queue.size > 0);
      pump();
      watchdog.watch();
    },
    /** Lets the renderer go now (the server is shutting down, or a test is done). */
    close() {
      failAll(new Error('the server is shutting down'));
      slot.close();
    },
    /** Whether a renderer is running, and its process: for tests of its coming and going. */
    get running() {
      return slot.child !== null;
    },
    get pid() {
      return slot.child?.pid;
    },
  };
}

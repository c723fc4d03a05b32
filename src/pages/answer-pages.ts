import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AnswerOnPage, PageData } from '../../web/page-data';
import type { MemoryFile } from './memory-file';
import { reviveMemoryFile } from './page-files';
import type { RenderInput } from './render';
import type { Language } from '../site/languages';

/** Makes the invitation page that answers a posted RSVP form. */
export type AnswerPages = (language: Language, answer: AnswerOnPage) => Promise<MemoryFile>;
/** Makes a household's own page. */
export type PersonalPages = (language: Language, invitation: PersonalInvitation) => Promise<MemoryFile>;
export type PersonalInvitation = NonNullable<PageData['invitation']>;

export type AnswerPageRequest =
  | { readonly input: RenderInput }
  | { readonly id: number; readonly language: Language; readonly answer: AnswerOnPage }
  | { readonly id: number; readonly language: Language; readonly personal: PersonalInvitation };
type PageRequest = { readonly language: Language } & ({ readonly answer: AnswerOnPage } | { readonly personal: PersonalInvitation });
export type AnswerPageReply = { readonly id: number; readonly file: MemoryFile } | { readonly id: number; readonly error: string };

interface Pending {
  resolve(file: MemoryFile): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Renders answer pages, and households' own pages, in a child process (dist/answer-page-worker.mjs), started at the first posted form and let
 * go after `idleMs` without one. Only a guest whose browser has not yet (or never) run the page's script posts the
 * form, so this is rare: the server's memory is spared React for the life of the site, and a guest pays a start
 * of the renderer (a fraction of a second) only for the first answer after a quiet spell.
 */
export function answerPagesInChild(script: URL, input: RenderInput, { idleMs = 120_000, timeoutMs = 10_000 } = {}) {
  let child: ChildProcess | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  const failAll = (err: Error) => {
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(err);
    }
    pending.clear();
  };

  const letGo = () => {
    const leaving = child;
    child = null;
    leaving?.disconnect();
  };

  const start = (): ChildProcess => {
    // No inherited flags: a server started with --inspect must not have its child fight it for the port.
    const started = fork(fileURLToPath(script), [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (reply: AnswerPageReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      clearTimeout(waiting.timer);
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

  const renderPage = (request: PageRequest) =>
    new Promise<MemoryFile>((resolve, reject) => {
      clearTimeout(idleTimer);
      child ??= start();
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the answer page renderer took longer than ${timeoutMs} ms`));
        // Stuck: the next answer gets a fresh one.
        const stuck = child;
        child = null;
        failAll(new Error('the answer page renderer was stuck and has been stopped'));
        stuck?.kill();
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      child.send({ id, ...request } satisfies AnswerPageRequest);
    });
  const render: AnswerPages = (language, answer) => renderPage({ language, answer });
  const personal: PersonalPages = (language, invitation) => renderPage({ language, personal: invitation });

  return {
    render,
    personal,
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

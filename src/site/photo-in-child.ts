import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Outcome, refuse } from '../../shared/outcome';

/** Turns the bytes a phone sent into the portrait's JPEG, or says why not. */
export type PhotoPreparer = (upload: Buffer) => Promise<Outcome<Buffer>>;

// A 30-megapixel HEIC takes a few seconds on a Pi; one that takes a minute is stuck.
const PHOTO_TIME_LIMIT_MS = 60_000;

const NOT_PREPARED = (why: string) =>
  refuse('photo-not-prepared', `The photo could not be prepared (${why}); nothing was changed. Please try again.`);

/** Prepares each photo in a child process of its own (dist/photo-worker.mjs), which ends when it has answered. */
export function createPhotoPreparerInChild(script: URL): PhotoPreparer {
  return (upload) =>
    new Promise((resolve) => {
      const child = fork(fileURLToPath(script), [], {
        execArgv: [],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(NOT_PREPARED('it took longer than a minute'));
      }, PHOTO_TIME_LIMIT_MS);
      child.once('message', (outcome) => {
        clearTimeout(timer);
        const answer = outcome as Outcome<Uint8Array>;
        resolve(
          'done' in answer
            ? { done: Buffer.from(answer.done.buffer, answer.done.byteOffset, answer.done.byteLength) }
            : answer,
        );
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        resolve(NOT_PREPARED(err.message));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        // After an answer this settles nothing; before one, the child died (out of memory, a crash).
        resolve(NOT_PREPARED(`the preparing process stopped with exit code ${code}`));
      });
      child.send(upload);
    });
}

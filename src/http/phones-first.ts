import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { loadPhoneLibrary, phoneLibraryLoaded } from '../reach/phone';

/**
 * An onRequest hook for every route that reads a household, which is read with its phone number in international
 * form: it loads the phone library (the largest the server holds) before the first such request, and after that
 * costs a boolean check. A route that reads households adds it itself; the open invitation never waits for it.
 */
export function phonesFirst(_request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (phoneLibraryLoaded()) {
    done();
    return;
  }
  loadPhoneLibrary().then(() => done(), done);
}

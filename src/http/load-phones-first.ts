import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { loadPhoneLibrary, phoneLibraryLoaded } from '../reach/phone';

// Every path that reads a household (whose international phone number is worked out as it is read): a household's
// page and its API, and the admin. The open invitation and its assets never wait for the phone library.
const READS_HOUSEHOLDS = /^\/(?:i\/|api\/invitations\/|api\/admin\/|admin\/)/;

/** Loads the phone library before the first request that needs it; after that, a boolean check per request. */
export function loadPhonesBeforeHouseholds(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (phoneLibraryLoaded() || !READS_HOUSEHOLDS.test(request.url)) return done();
    loadPhoneLibrary().then(() => done(), done);
  });
}

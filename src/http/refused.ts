import { type Outcome, type Refusal, refusal } from '../../shared/outcome';
import type { RefusalCode } from '../../shared/refusal-codes';

/**
 * A refusal thrown from a route, a hook or a service, and answered by the error handler (errors.ts) with its status
 * and the body every error has: one way for every route to say no, wherever the no comes from.
 */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'Refused';
  }

  static because(error: RefusalCode, message: string, language?: string): Refused {
    return new Refused(refusal(error, message, language));
  }
}

/** What was done; a refusal is thrown, for the error handler to answer. */
export function doneOr<T>(outcome: Outcome<T>): T {
  if ('refused' in outcome) throw new Refused(outcome.refused);
  return outcome.done;
}

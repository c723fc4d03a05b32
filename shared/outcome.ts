// The one shape every action of the site answers in, whoever asked (a guest's answer, the couple's edit, an import)
// and whatever refused it (a rule, the deadline, a full disk): a route unwraps it (src/http/refused.ts' doneOr), and
// the error handler answers a refusal with the status its code has in refusal-codes.ts.
import { REFUSAL_STATUS, type RefusalCode, type RefusalStatus } from './refusal-codes';

/** Why something was not done: the HTTP status, a code a script can read, and words a person can act on. */
export interface Refusal {
  readonly status: RefusalStatus;
  readonly error: RefusalCode;
  readonly message: string;
  /** The message's language, when it is written in the reader's and not in English (the API's own). */
  readonly language?: string;
}

export type Outcome<T> = { readonly done: T } | { readonly refused: Refusal };

/** A refusal by its code: the status is the catalog's (refusal-codes.ts), never chosen again at each place. */
export const refusal = (error: RefusalCode, message: string, language?: string): Refusal => ({
  status: REFUSAL_STATUS[error],
  error,
  message,
  ...(language !== undefined && { language }),
});

export const refuse = (error: RefusalCode, message: string): { readonly refused: Refusal } => ({
  refused: refusal(error, message),
});

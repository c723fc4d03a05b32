// The one shape every action of the site answers in, whoever asked (a guest's answer, the couple's edit, an import)
// and whatever refused it (a rule, the deadline, a full disk): the routes turn a refusal into its status and body.

/** Why something was not done: the HTTP status, a code a script can read, and words a person can act on. */
export interface Refusal {
  readonly status: 400 | 403 | 404 | 409 | 412 | 413 | 415 | 428 | 429 | 503;
  readonly error: string;
  readonly message: string;
}

export type Outcome<T> = { readonly done: T } | { readonly refused: Refusal };

export const refuse = (status: Refusal['status'], error: string, message: string): { readonly refused: Refusal } => ({
  refused: { status, error, message },
});

// What is typed in the guest list's or the door's search, as a finder of names by the keys the server sends with
// them (shared/text/name-match.ts): a chunk of its own, fetched at the first search, so that neither room carries it.
// Sanscript, the transliteration library, comes in another only when a letter of a script other than Latin's is
// typed ("कमला" to find Kamla Devi): the names' keys are the server's, and what is typed is mostly Latin.
import { hasOtherScript, nameFinder, typedLatinKeys } from '../../shared/text/name-match';

export type NameFinder = (text: string, nameKey: string) => boolean;

let anyScript: typeof import('../../shared/text/name-key') | undefined;
let last: { typed: string; finds: NameFinder } | undefined;

/** The finder of what was typed, the same one while it is the same; none while the other scripts' chunk comes. */
export function finderNow(typed: string): NameFinder | undefined {
  if (last?.typed === typed) return last.finds;
  const finds = hasOtherScript(typed) ? anyScript?.finderInAnyScript(typed) : nameFinder(typed, typedLatinKeys);
  if (finds) last = { typed, finds };
  return finds;
}

/** This module, once it can find what was typed (the other scripts' chunk fetched if it needs it). */
export async function readyFor(typed: string) {
  if (hasOtherScript(typed)) anyScript ??= await import('../../shared/text/name-key');
  return { finderNow };
}

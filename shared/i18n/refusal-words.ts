import type { Texts } from './guest-texts';

/**
 * The server's English sentence for a refused request, in the page's own words where its language has them: by the
 * refusal's error code first (a closed form and a cross-site refusal are both 403, and need different sentences),
 * then by its status for the codes no sentence is written for (Texts.failuresByCode, Texts.failures; English pages
 * have none, and keep the server's sentence). Used by the page's toasts and by the server's pages answering a form
 * posted without the script.
 */
export function refusalInWords(
  texts: Pick<Texts, 'failures' | 'failuresByCode'>,
  status: number,
  english: string,
  code?: string,
): string {
  return (
    (code === undefined ? undefined : texts.failuresByCode[code]) ??
    texts.failures[String(status) as keyof Texts['failures']] ??
    english
  );
}

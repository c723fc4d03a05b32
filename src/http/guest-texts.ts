import type { Texts } from '../../web/i18n/en';

/** The server's English sentence for a refused answer, in the page's words where it has its own for the status. */
export function inGuestWords(texts: Texts, status: number, english: string): string {
  return texts.failures[String(status) as keyof Texts['failures']] ?? english;
}

import type { Texts } from './en';

/**
 * The server's English sentence for a refused request, in the page's own words where its language has them for
 * that status (Texts.failures; English pages have none, and keep the server's sentence). Used by the page's toasts
 * and by the server's pages answering a form posted without the script.
 */
export function refusalInWords(texts: Pick<Texts, 'failures'>, status: number, english: string): string {
  return texts.failures[String(status) as keyof Texts['failures']] ?? english;
}

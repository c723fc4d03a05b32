import { createHash } from 'node:crypto';

/** The CSP source that allows one inline <style> by its text: 'sha256-…'. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The hashes of the inline styles a set of documents carry, each once, read from the documents themselves: a page's
 * own policy then allows exactly what it holds, whatever a later change to the head puts there. Text a couple
 * wrote cannot open a <style> here: React escapes "<" in text, and the page data's JSON block escapes it too.
 */
export function styleHashesIn(documents: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of documents)
    for (const [, css = ''] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) hashes.add(styleHash(css));
  return [...hashes];
}

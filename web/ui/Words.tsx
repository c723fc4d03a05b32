import { Fragment } from 'react';

// Where a browser may break a line inside a word: after a hyphen, a dash or a slash.
const BREAKS_INSIDE = /[-‐–—/]/;

/**
 * A name's words, each kept whole on its line (a hyphenated surname too, "Subramanian-Krishnaswamy"): lines break
 * only between words, never inside a name. Only a word a browser could break is wrapped; the rest stays plain text.
 */
export function Words({ text }: { text: string }) {
  if (!BREAKS_INSIDE.test(text)) return text;
  return text.split(' ').map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a name's words, in their order, never reordered
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      {BREAKS_INSIDE.test(word) ? <span className="word">{word}</span> : word}
    </Fragment>
  ));
}

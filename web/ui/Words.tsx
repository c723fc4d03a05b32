import { Fragment } from 'react';

/**
 * A name's words, each kept whole on its line (a hyphenated surname too, "Subramanian-Krishnaswamy"): lines break
 * only between words, never inside a name.
 */
export function Words({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a name's words, in their order, never reordered
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="word">{word}</span>
    </Fragment>
  ));
}

import type { Content } from './content';

/**
 * The wedding's content as it is now. Routes read `current` at each request rather than holding what was loaded at
 * start, so that a save from the admin's editor is served by the next request, without a restart.
 */
export interface LiveContent {
  readonly current: Content;
  /** Puts new content in place (already validated and rendered) and tells those who keep something made from it. */
  replace(next: Content): void;
  /** Heard after each replace: the answer pages' renderer, for one, is given the new content. */
  onReplace(listener: (next: Content) => void): void;
}

export function createLiveContent(initial: Content): LiveContent {
  let current = initial;
  const listeners: Array<(next: Content) => void> = [];
  return {
    get current() {
      return current;
    },
    replace(next) {
      current = next;
      for (const listener of listeners) listener(next);
    },
    onReplace(listener) {
      listeners.push(listener);
    },
  };
}

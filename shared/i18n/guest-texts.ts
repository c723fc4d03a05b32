// The shape of a guest catalog (locales/<code>/guest.json): the English one's keys, each a string, a list of them or
// a map of them. A key whose name starts with @ is a note to translators, read by no page.
import type source from '../../locales/en/guest.json';

/** HTTP statuses whose answer a page may put in its own words rather than the server's English sentence. */
export type FailureStatus = '400' | '403' | '404' | '409' | '413' | '429' | '500' | '503';

type Notes<T> = { [K in keyof T as K extends `@${string}` ? K : never]: T[K] };
type Words<T> = Omit<T, keyof Notes<T>>;

/** A guest page's texts in one language: its catalog, and the digits its dates are written with. */
export type Texts = Omit<Words<typeof source>, 'failures' | 'failuresByCode'> & {
  /** English pages have none: they show the server's own sentence, which is English already. */
  readonly failures: Partial<Record<FailureStatus, string>>;
  readonly failuresByCode: Readonly<Record<string, string>>;
  /** 0 to 9 in the language's own digits, when the wedding asks for them (site.json "digits": "native"). */
  readonly digits?: string;
};

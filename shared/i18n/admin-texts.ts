// The shape of the admin's catalogs, from the English ones: what the admin's pages say (locales/<code>/admin.json),
// and what the server says to a person of the admin (admin-server.json: a sheet's problems, the audit log, the
// sheets and cards it writes). Two files rather than one: the first is fetched whole by a reader of another language
// than English, who needs none of the second. Keys starting with @ are notes to translators, read by no page.
import type browser from '../../locales/en/admin.json';
import type server from '../../locales/en/admin-server.json';

/** A catalog's words, any strings, without its notes: what each language's version must fill. */
export type Words<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T as K extends `@${string}` ? never : K]: Words<T[K]> };

/** The server's refusals in a language of the admin other than English, by code, else by HTTP status. */
export interface FailureTexts {
  readonly byCode: Readonly<Record<string, string>>;
  readonly byStatus: Readonly<Record<number, string>>;
}

/** What the admin's pages say, in one language: its first view's words (main), each room's, and the refusals'. */
export type AdminCatalog = Omit<Words<typeof browser>, 'failures'> & { readonly failures: Partial<FailureTexts> };

/** What the server says to a person of the admin, in one language. */
export type AdminServerCatalog = Words<typeof server>;

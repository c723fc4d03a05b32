// The registry's languages as TypeBox schemas: for site.json, the guest list and the routes that take a language.
// Built from the registry's list, so TypeBox cannot see each literal: Unsafe gives them their static types back.
import Type from 'typebox';
import { LANGUAGES, type Language } from './languages';

/** The titles the HTTP reference knows these schemas by, to name them rather than list every language's code. */
export const LANGUAGE_TITLE = 'language';
export const PER_LANGUAGE_TITLE = 'per language';

/** A TypeBox schema of one language's code; `description` says what it is a language of. */
export const LanguageSchema = (options: { readonly description?: string } = {}) =>
  Type.Unsafe<Language>(
    Type.Union(
      LANGUAGES.map((code) => Type.Literal(code)),
      { title: LANGUAGE_TITLE, ...options },
    ),
  );

/** An object with one optional key per language, each of `value`: { "en": …, "hi": … }. */
export const PerLanguageSchema = <T extends Type.TSchema>(value: T, options: Type.TObjectOptions = {}) =>
  Type.Unsafe<{ [L in Language]?: Type.Static<T> }>(
    Type.Object(Object.fromEntries(LANGUAGES.map((code) => [code, Type.Optional(value)])), {
      additionalProperties: false,
      title: PER_LANGUAGE_TITLE,
      ...options,
    }),
  );

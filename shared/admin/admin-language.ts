// The languages the admin is written in (the registry's ADMIN_LANGUAGES): the one a person reads it in, as they chose
// it or as the couple said they read, and the one a sheet or a print of the admin is headed in.
import Type from 'typebox';
import { ADMIN_LANGUAGES, type Language, SOURCE_LANGUAGE } from '../site/languages';

/** A TypeBox schema of one of the admin's languages; any other language is refused as the request's mistake. */
export const AdminLanguageSchema = (options: { readonly description?: string } = {}) =>
  Type.Unsafe<Language>(
    Type.Union(
      ADMIN_LANGUAGES.map((code) => Type.Literal(code)),
      options,
    ),
  );

export const isAdminLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value);

/** What a request naming another language is told: "must be en or hi". */
export const ADMIN_LANGUAGE_PROBLEM = `must be ${[ADMIN_LANGUAGES.slice(0, -1).join(', '), ADMIN_LANGUAGES.at(-1)]
  .filter(Boolean)
  .join(' or ')}`;

/** The admin's language of a reader: theirs when the admin is written in it, else the source language. */
export const adminLanguageOf = (reader: { readonly language: string } | null | undefined): Language =>
  reader && isAdminLanguage(reader.language) ? reader.language : SOURCE_LANGUAGE;

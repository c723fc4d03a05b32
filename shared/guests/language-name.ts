import type { LanguageFacts } from '../site/languages';

/**
 * A language as the admin names it to a reader: by its own name to a reader of it ("हिन्दी" to a reader of the admin in
 * Hindi), by its English name to anyone else. The facts are the registry's; the admin's pages get them in their data.
 */
export const languageNameFor = (
  language: Pick<LanguageFacts, 'code' | 'name' | 'englishName'>,
  reader: string,
): string => (language.code === reader ? language.name : language.englishName);

import { createContext, useContext } from 'react';
import { ADMIN_EN, type AdminTexts } from '../../shared/i18n/admin';
import { failureInWords, refusalInWords } from './admin-failure';

/** The signed-in person's admin language, its words, and how to change it (Settings). */
export interface AdminLanguage {
  readonly language: 'en' | 'hi';
  readonly texts: AdminTexts;
  readonly setLanguage: (language: 'en' | 'hi') => Promise<void>;
  /** A failed call in this person's words: `noAnswer` when no answer came (failureInWords). */
  readonly failure: (err: unknown, noAnswer: string) => string;
  /** A refusal read from an answer's body (status, error code, English sentence) in this person's words. */
  readonly refusal: (status: number, code: string | undefined, english: string, saidIn?: string) => string;
}

export const AdminLanguageContext = createContext<AdminLanguage>({
  language: 'en',
  texts: ADMIN_EN,
  setLanguage: async () => undefined,
  failure: (err, noAnswer) => failureInWords(err, noAnswer),
  refusal: (status, code, english) => refusalInWords(status, code, english),
});

export const useAdminLanguage = (): AdminLanguage => useContext(AdminLanguageContext);

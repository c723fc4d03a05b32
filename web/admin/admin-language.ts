import { createContext, useContext } from 'react';
import type { AdminTexts } from '../../shared/i18n/admin';
import type { Language } from '../../shared/site/languages';
import type { FailureWords } from './admin-failure';

/** The admin's words in one of its languages (ADMIN_LANGUAGES), and how that language writes dates. */
export interface AdminWords {
  readonly language: Language;
  readonly texts: AdminTexts;
  /** The server's refusals in it; none in the source language, which the server's own sentences are written in. */
  readonly failures?: FailureWords | undefined;
  /** toLocaleString's locale (its tag) and, where its am and pm would be left in Latin letters, a 24-hour clock. */
  readonly dates: { readonly tag: string; readonly hourCycle?: 'h23' | undefined };
}

/** The signed-in person's admin language, its words, and how to change it (Settings). */
export interface AdminLanguage extends AdminWords {
  readonly setLanguage: (language: Language) => Promise<void>;
  /** A failed call in this person's words: `noAnswer` when no answer came (failureInWords). */
  readonly failure: (err: unknown, noAnswer: string) => string;
  /** A refusal read from an answer's body (status, error code, English sentence) in this person's words. */
  readonly refusal: (status: number, code: string | undefined, english: string, saidIn?: string) => string;
}

// No default: which language the admin's words are in is known from the page the server drew (AdminRooms).
export const AdminLanguageContext = createContext<AdminLanguage | null>(null);

export const useAdminLanguage = (): AdminLanguage => {
  const language = useContext(AdminLanguageContext);
  if (!language) throw new Error('useAdminLanguage() is for the signed-in admin, inside AdminRooms');
  return language;
};

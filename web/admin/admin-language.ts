import { createContext, useContext } from 'react';
import { ADMIN_EN, type AdminTexts } from '../../shared/i18n/admin';

/** The signed-in person's admin language, its words, and how to change it (Settings). */
export interface AdminLanguage {
  readonly language: 'en' | 'hi';
  readonly texts: AdminTexts;
  readonly setLanguage: (language: 'en' | 'hi') => Promise<void>;
}

export const AdminLanguageContext = createContext<AdminLanguage>({
  language: 'en',
  texts: ADMIN_EN,
  setLanguage: async () => undefined,
});

export const useAdminLanguage = (): AdminLanguage => useContext(AdminLanguageContext);

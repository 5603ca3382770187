import type { Language } from '@thoughtful/shared';
import { createContext, useContext } from 'react';

export interface LanguageState {
  /** The language the app speaks now. */
  language: Language;
  /**
   * The reader's choice (the login screen's switch, her profile): kept in this browser and,
   * when signed in, stored as hers (`POST /api/users/me/language`).
   */
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}

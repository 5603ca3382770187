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

/**
 * For shared components (a field, the alerts) that translate with the global `i18n`: draws them
 * again when the language changes, and works without a provider (a component test).
 */
export function useSpokenLanguage(): Language | undefined {
  return useContext(LanguageContext)?.language;
}

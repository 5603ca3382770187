import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';

/** For a component rendered without the app's providers: the catalogues, as LanguageProvider gives them. */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

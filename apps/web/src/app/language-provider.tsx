import { I18nProvider } from '@lingui/react';
import type { Language } from '@thoughtful/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAlerts } from '../components/alerts/use-alerts';
import { configQueryOptions } from '../config/get-config';
import { useAuth } from '../features/accounts';
import { apiFetch } from '../lib/api-client';
import {
  activateLanguage,
  browserLanguages,
  chooseLanguage,
  i18n,
  LanguageContext,
  languageOf,
  readChosenLanguage,
  servedLanguage,
  storeChosenLanguage,
  type LanguageState,
} from '../lib/i18n';

/**
 * The app's language (issue 44, contract 2), kept in step with who is signed in and what she
 * chose: the member's stored choice, else the switch's in this browser, else the browser's
 * languages against the installation's default. A catalogue is loaded before it is spoken, so a
 * screen never shows half of one language.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { user, token } = useAuth();
  // Read as the screens load it (the layout always does), never fetched from here: a provider
  // that asked for it would add a request to every component test of the app's providers.
  const { data: config } = useQuery({ ...configQueryOptions(), enabled: false });
  const queryClient = useQueryClient();
  const { alertErrors } = useAlerts();
  const [chosen, setChosen] = useState(readChosenLanguage);
  const member = languageOf(user, 'language');
  const wanted = chooseLanguage({
    member,
    chosen,
    served: servedLanguage(),
    browser: browserLanguages(),
    defaultLanguage: languageOf(config, 'defaultLanguage'),
  });
  const [language, setSpoken] = useState(() => i18n.locale as Language);

  useEffect(() => {
    let current = true;
    activateLanguage(wanted).then(
      (spoken) => {
        if (spoken && current) setSpoken(wanted);
      },
      // The catalogue's chunk did not arrive (offline): the app goes on in the language it speaks.
      (error: unknown) => alertErrors(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, alertErrors]);

  // Her stored language becomes this browser's choice too: the server, which cannot know who is
  // signed in when it sends a page, then sends the next one in it (the cookie), the app's first
  // render, which runs before she has loaded, agrees with that page, and the language stays when
  // she signs out.
  const [lastMember, setLastMember] = useState<Language | null>(null);
  if (member !== lastMember) {
    setLastMember(member);
    if (member !== null) setChosen(member);
  }
  useEffect(() => {
    if (member !== null && member !== readChosenLanguage()) storeChosenLanguage(member);
  }, [member]);

  const setLanguage = useCallback(
    (next: Language) => {
      storeChosenLanguage(next);
      setChosen(next);
      if (token === null) return;
      // Hers at once, so her stored choice (the member's, first in the order) does not win back.
      queryClient.setQueriesData({ queryKey: ['auth', 'user'] }, (old: unknown) =>
        typeof old === 'object' && old !== null ? { ...old, language: next } : old,
      );
      apiFetch('/api/users/me/language', { method: 'POST', body: { language: next } }).catch(
        (error: unknown) => alertErrors(error),
      );
    },
    [token, queryClient, alertErrors],
  );

  const value = useMemo<LanguageState>(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext value={value}>{children}</LanguageContext>
    </I18nProvider>
  );
}

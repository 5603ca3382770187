// The web app's languages (issue 44): the catalogues, the reader's language, her server's messages
// and Intl in her locale. docs/decisions/2026-12-06-languages.md 'The web app'.
export { activateLanguage, currentLocale, i18n, setDocumentLanguage } from './i18n';
export {
  browserLanguages,
  chooseLanguage,
  languageOf,
  LANGUAGE_STORAGE_KEY,
  readChosenLanguage,
  rememberPageLanguage,
  servedLanguage,
  storeChosenLanguage,
} from './choose-language';
export {
  LanguageContext,
  useLanguage,
  useSpokenLanguage,
  type LanguageState,
} from './language-context';
export { localizeServerError, sharedMessage, type ServerError } from './localize-server-error';
export { useSharedMessage } from './use-shared-message';
export { formatDate, formatList, formatNumber, formatRelativeTimeIn } from './intl-format';

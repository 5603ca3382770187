import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@thoughtful/shared';
import { useLanguage } from '../lib/i18n';

/**
 * The languages the site offers, each named in itself (LANGUAGE_NAMES) and marked with its
 * `lang`, so a reader finds hers whatever the page speaks now (issue 44, contract 2).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t({ message: 'Language', comment: 'The language switch: the site’s languages' })}
      className={['d-flex flex-wrap gap-2', className].filter(Boolean).join(' ')}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={`btn btn-sm ${code === language ? 'btn-secondary' : 'btn-outline-secondary'}`}
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}

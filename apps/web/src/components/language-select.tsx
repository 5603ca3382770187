import { useLingui } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@thoughtful/shared';
import { useId } from 'react';
import { FormGroup, FormLabel, FormSelect, FormText } from 'react-bootstrap';
import { useLanguage } from '../lib/i18n';

/**
 * The member's own choice of language, on her profile (issue 44, contract 2): each language named
 * in itself; choosing one speaks it at once and stores it as hers for her screens and mails.
 */
export function LanguageSelect() {
  const { t } = useLingui();
  const id = useId();
  const { language, setLanguage } = useLanguage();
  return (
    <FormGroup className="mt-4" controlId={id} style={{ maxWidth: '20rem' }}>
      <FormLabel>
        {t({ message: 'Language', comment: 'The language switch: the site’s languages' })}
      </FormLabel>
      <FormSelect
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        aria-describedby={`${id}-help`}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </FormSelect>
      <FormText id={`${id}-help`}>
        {t`The language of your screens and of the mails we send you.`}
      </FormText>
    </FormGroup>
  );
}

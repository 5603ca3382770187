import { CONTENT_LANGUAGES, isContentLanguage, type ContentLanguage } from '@thoughtful/shared';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { CREATE_IDEA_TEXT } from '../create-idea-text';

export interface LanguageSelectProps {
  id: string;
  /** '' : the server tells the language from the text. */
  value: ContentLanguage | '';
  onChange: (value: ContentLanguage | '') => void;
}

/** Each language's name in the page's language ('Spanish', 'español'), sorted by it. */
function languageOptions(pageLanguage: string): { code: ContentLanguage; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([pageLanguage, 'en'], { type: 'language' });
  } catch {
    // No display names in this browser: the codes themselves.
  }
  return CONTENT_LANGUAGES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, pageLanguage),
  );
}

/**
 * The language an inTell is written in (issue 44): detected from the text unless the author
 * chooses one; search then finds its words in their other forms by that language's rules.
 * The languages are named in the language spoken, and named again when it changes.
 */
export function LanguageSelect({ id, value, onChange }: LanguageSelectProps) {
  const { i18n } = useLingui();
  const pageLanguage = i18n.locale || 'en';
  const options = useMemo(() => languageOptions(pageLanguage), [pageLanguage]);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{CREATE_IDEA_TEXT.languageLabel}</Form.Label>
      <Form.Select
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(isContentLanguage(chosen) ? chosen : '');
        }}
      >
        <option value="">{CREATE_IDEA_TEXT.languageDetect}</option>
        {options.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

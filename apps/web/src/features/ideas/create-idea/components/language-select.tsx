import { CONTENT_LANGUAGES, isContentLanguage, type ContentLanguage } from '@thoughtful/shared';
import { useMemo } from 'react';
import { Form } from 'react-bootstrap';

export interface LanguageSelectProps {
  id: string;
  /** '' : the server tells the language from the text. */
  value: ContentLanguage | '';
  onChange: (value: ContentLanguage | '') => void;
}

/** Each language's name in the page's language ('Spanish', 'español'), sorted by it. */
function languageOptions(): { code: ContentLanguage; name: string }[] {
  const pageLanguage = document.documentElement.lang || 'en';
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
 * The words are plain English for now: the message catalogue takes them over (issue 44).
 */
export function LanguageSelect({ id, value, onChange }: LanguageSelectProps) {
  const options = useMemo(() => languageOptions(), []);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Language</Form.Label>
      <Form.Select
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(isContentLanguage(chosen) ? chosen : '');
        }}
      >
        <option value="">Detect from the text</option>
        {options.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

import type { ReactNode } from 'react';
import { FormControl, FormGroup, FormLabel } from 'react-bootstrap';
import { localizeServerError, useSpokenLanguage } from '../lib/i18n';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  error?: string | undefined;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * A labelled input whose validation message sits under it with Bootstrap's is-invalid
 * highlighting, tied to the input (aria-invalid, aria-describedby) so screen readers announce it.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  error,
  autoComplete,
  autoFocus,
  disabled,
}: TextFieldProps) {
  // Drawn again when the language changes: the check's message (a shared constant's English
  // words, as the validators return it) shows in the reader's language.
  useSpokenLanguage();
  const errorId = `${id}-error`;
  return (
    <FormGroup className="mb-3" controlId={id}>
      <FormLabel>{label}</FormLabel>
      <FormControl
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        disabled={disabled}
      />
      {error !== undefined ? (
        <FormControl.Feedback type="invalid" id={errorId}>
          {localizeServerError({ msg: error })}
        </FormControl.Feedback>
      ) : null}
    </FormGroup>
  );
}

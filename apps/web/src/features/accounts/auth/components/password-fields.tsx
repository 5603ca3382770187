import { TextField } from '../../../../components/text-field';
import type { FieldErrorMap } from '../../../../lib/use-field-errors';

/**
 * Login asks for the account's current password once; registration and a reset ask for a new
 * one, typed twice.
 */
export type PasswordPurpose = 'current' | 'new';
type FieldsOf<P extends PasswordPurpose> = P extends 'new' ? 'password' | 'password2' : 'password';

export interface PasswordFieldsProps<P extends PasswordPurpose> {
  purpose: P;
  ids: Record<FieldsOf<P>, string>;
  labels: Record<FieldsOf<P>, string>;
  values: Record<FieldsOf<P>, string>;
  errors: FieldErrorMap<FieldsOf<P>>;
  onChange: (field: FieldsOf<P>, value: string) => void;
}

/**
 * The password inputs of the login, registration and new-password forms: hidden while typed,
 * and marked for password managers as the current password or a new one.
 */
export function PasswordFields<P extends PasswordPurpose>({
  purpose,
  ids,
  labels,
  values,
  errors,
  onChange,
}: PasswordFieldsProps<P>) {
  const fields = (purpose === 'new' ? ['password', 'password2'] : ['password']) as FieldsOf<P>[];
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field}
          id={ids[field]}
          label={labels[field]}
          type="password"
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          error={errors[field]}
          autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
        />
      ))}
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Button, FormControl } from 'react-bootstrap';
import { localizeServerError } from '../../../../lib/i18n';
import { Link } from 'react-router';
import { TextField } from '../../../../components/text-field';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { REGISTER_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';
import { PasswordFields } from './password-fields';

const FIELD_IDS: Record<RegistrationField, string> = {
  name: 'register-name',
  email: 'register-email',
  password: 'register-password',
  password2: 'register-password2',
  terms: 'register-terms',
};

export interface RegisterFormProps {
  nameField: boolean;
  /** A class's join code (DESIGN.md §10): the account joins it, and it counts as the invitation. */
  classCode?: string;
}

/** The registration form, also drawn by a class's join link for visitors. */
export function RegisterForm({ nameField, classCode }: RegisterFormProps) {
  const { _ } = useLingui();
  const { register } = useAuth();
  const [values, setValues] = useState<RegistrationValues>({
    name: '',
    email: '',
    password: '',
    password2: '',
    terms: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const { errors, showErrors, recheck } = useFieldErrors<RegistrationField>();

  function update<F extends RegistrationField>(field: F, value: RegistrationValues[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(validateRegistration(next, { nameField }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const list = validateRegistration(values, { nameField });
    if (!showErrors(list)) {
      focusFirstError(list, FIELD_IDS);
      return;
    }
    setSubmitting(true);
    // Without the name option the server names the account after its e-mail (spec accounts §5).
    const body = {
      ...(nameField ? { name: values.name.trim() } : {}),
      email: values.email.trim(),
      password: values.password,
      ...(classCode !== undefined ? { classCode } : {}),
    };
    register(body)
      // The provider has shown the server's messages as alerts and moved to any status.
      .catch(() => undefined)
      .finally(() => setSubmitting(false));
  }

  const termsErrorId = `${FIELD_IDS.terms}-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3" style={{ maxWidth: '28rem' }}>
      {nameField ? (
        <TextField
          id={FIELD_IDS.name}
          label={_(REGISTER_TEXT.nameLabel)}
          value={values.name}
          onChange={(value) => update('name', value)}
          error={errors.name}
          autoComplete="nickname"
        />
      ) : null}
      <TextField
        id={FIELD_IDS.email}
        label={_(REGISTER_TEXT.emailLabel)}
        type="email"
        value={values.email}
        onChange={(value) => update('email', value)}
        error={errors.email}
        autoComplete="email"
      />
      <PasswordFields
        purpose="new"
        ids={FIELD_IDS}
        labels={{
          password: _(REGISTER_TEXT.passwordLabel),
          password2: _(REGISTER_TEXT.password2Label),
        }}
        values={values}
        errors={errors}
        onChange={update}
      />
      {/* Bootstrap's check as react-bootstrap's FormCheck draws it, without FormCheck: its code
          would be a file of its own that every screen using react-bootstrap's Form also loads. */}
      <div className="mb-3 form-check">
        <input
          type="checkbox"
          id={FIELD_IDS.terms}
          className={
            errors.terms !== undefined ? 'form-check-input is-invalid' : 'form-check-input'
          }
          checked={values.terms}
          onChange={(event) => update('terms', event.target.checked)}
          aria-invalid={errors.terms !== undefined ? true : undefined}
          aria-describedby={errors.terms !== undefined ? termsErrorId : undefined}
        />
        <label htmlFor={FIELD_IDS.terms} className="form-check-label">
          {/* A new tab, so that reading the terms does not lose what has been typed. */}
          <Trans>
            I accept the{' '}
            <Link to="/terms-of-use" target="_blank" rel="noopener">
              Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
            </Link>
          </Trans>
        </label>
        {errors.terms !== undefined ? (
          <FormControl.Feedback type="invalid" id={termsErrorId}>
            {localizeServerError({ msg: errors.terms })}
          </FormControl.Feedback>
        ) : null}
      </div>
      <Button type="submit" disabled={submitting}>
        {_(REGISTER_TEXT.submit)}
      </Button>
      {/* The join screen offers its own sign-in, which comes back to the class. */}
      {classCode === undefined ? (
        <p className="mt-3">
          {_(REGISTER_TEXT.haveAccount)} <Link to="/login">{_(REGISTER_TEXT.signIn)}</Link>
        </p>
      ) : null}
    </form>
  );
}

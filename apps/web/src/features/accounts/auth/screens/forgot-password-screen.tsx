import { useLingui } from '@lingui/react';
import {
  ALERT_TIMEOUT_MS,
  AUTH_VALIDATION,
  isValidEmail,
  signedInRedirectPath,
  type FieldError,
} from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { TextField } from '../../../../components/text-field';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useProductFlags } from '../../../../config/product-flags';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FORGOT_PASSWORD_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';
import { AuthPage } from '../components/auth-page';

type ResetField = 'email';
const FIELD_IDS: Record<ResetField, string> = { email: 'forgot-email' };

function validateResetRequest(email: string): FieldError<ResetField>[] {
  return isValidEmail(email) ? [] : [{ field: 'email', msg: AUTH_VALIDATION.EMAIL_INVALID }];
}

/**
 * `/forgot-password` (spec accounts §2). Signed-in users and visitors of an anonymous education
 * build (whose students have no password) are sent on.
 */
export function ForgotPasswordScreen() {
  const { _ } = useLingui();
  const { user, loading } = useAuth();
  const flags = useProductFlags();

  if (flags && (user || (flags.education && flags.anonymous))) {
    return <Navigate to={signedInRedirectPath(flags)} replace />;
  }
  return (
    <AuthPage>
      <h1 className="h2">{_(FORGOT_PASSWORD_TEXT.heading)}</h1>
      {loading || !flags ? <LoadingIndicator /> : <ForgotPasswordForm />}
    </AuthPage>
  );
}

function ForgotPasswordForm() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const { errors, showErrors, recheck } = useFieldErrors<ResetField>();

  function onChange(value: string) {
    setEmail(value);
    recheck(validateResetRequest(value));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const list = validateResetRequest(email);
    if (!showErrors(list)) {
      focusFirstError(list, FIELD_IDS);
      return;
    }
    mutate(
      { email: email.trim() },
      {
        onSuccess: (response) => {
          addAlert(response.msg, 'success', ALERT_TIMEOUT_MS.RESET);
          void navigate('/login');
        },
        // Stay, so a rate-limited or mistyped request can be sent again.
        onError: (error) => alertErrors(error),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3" style={{ maxWidth: '28rem' }}>
      <p>{_(FORGOT_PASSWORD_TEXT.intro)}</p>
      <TextField
        id={FIELD_IDS.email}
        label={_(FORGOT_PASSWORD_TEXT.emailLabel)}
        type="email"
        value={email}
        onChange={onChange}
        error={errors.email}
        autoComplete="email"
      />
      <Button type="submit" disabled={isPending}>
        {_(FORGOT_PASSWORD_TEXT.submit)}
      </Button>
      <p className="mt-3">
        <Link to="/login">{_(FORGOT_PASSWORD_TEXT.backToLogin)}</Link>
      </p>
    </form>
  );
}

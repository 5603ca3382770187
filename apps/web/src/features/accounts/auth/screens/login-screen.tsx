import { useLingui } from '@lingui/react';
import {
  AUTH_MESSAGES,
  homePathFor,
  validateLogin,
  type LoginField,
  type PublicConfig,
} from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
// A plain <form> and Form's parts by name: react-bootstrap's `Form` brings every part (floating
// labels, ranges, switches) into the login's files (docs/decisions/2026-12-06-languages.md).
import { Button } from 'react-bootstrap';
import { Link, Navigate } from 'react-router';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useConfig } from '../../../../config/get-config';
import { useProductFlags } from '../../../../config/product-flags';
import { LOGIN_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';
import { pathAfterSignIn } from '../after-sign-in';
import { AuthPage } from '../components/auth-page';
import { ConfirmationStatusView } from '../components/confirmation-status-view';
import { PasswordFields } from '../components/password-fields';
import { usePasswordShown } from '../use-password-shown';

const FIELD_IDS: Record<LoginField, string> = { email: 'login-id', password: 'login-password' };

/** `/` and `/login` (spec accounts §2). A signed-in user goes on to his or her home screen. */
export function LoginScreen() {
  const { _ } = useLingui();
  const { user, loading, confirmationStatus } = useAuth();
  const config = useConfig();
  const flags = useProductFlags();

  if (user && flags) {
    return <Navigate to={pathAfterSignIn() ?? homePathFor(user, flags)} replace />;
  }

  let content;
  if (confirmationStatus !== null && confirmationStatus !== 200) {
    // An unconfirmed account's login attempt moved to status 0 (spec accounts §4).
    content = <ConfirmationStatusView status={confirmationStatus} headingLevel={2} />;
  } else if (loading || config.isPending) {
    content = <LoadingIndicator />;
  } else {
    content = <LoginForm config={config.data} />;
  }

  return (
    <AuthPage brandHeading>
      <p className="lead text-body-secondary">{_(LOGIN_TEXT.tagline)}</p>
      {content}
    </AuthPage>
  );
}

/**
 * The school's OpenID provider, first (DESIGN.md §13): a link the browser follows to the server,
 * which sends it on to the provider. It carries where this login would have gone (a join link
 * opened before signing in); the home page otherwise, which `/signin` turns into the member's own.
 */
function SchoolSignIn({ provider }: { provider: string }) {
  const { _ } = useLingui();
  const next = pathAfterSignIn() ?? '/';
  return (
    <>
      {/* A link styled as a button: it leaves the app for the server, then the provider. */}
      <a
        href={`/api/auth/oidc/start?next=${encodeURIComponent(next)}`}
        className="btn btn-outline-primary w-100"
      >
        {_(LOGIN_TEXT.signInWith(provider))}
      </a>
      <div className="d-flex align-items-center gap-3 my-3 text-body-secondary">
        <hr className="flex-grow-1 my-0" aria-hidden="true" />
        <span>{_(LOGIN_TEXT.or)}</span>
        <hr className="flex-grow-1 my-0" aria-hidden="true" />
      </div>
    </>
  );
}

function LoginForm({ config }: { config: PublicConfig | undefined }) {
  const { _ } = useLingui();
  const { login } = useAuth();
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const { canChoose, passwordShown, setPasswordWanted } = usePasswordShown(config);
  const { errors, showErrors, recheck } = useFieldErrors<LoginField>();

  function choosePassword(wanted: boolean) {
    setPasswordWanted(wanted);
    recheck(validateLogin(values, { passwordShown: wanted }));
  }

  function update(field: LoginField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(validateLogin(next, { passwordShown }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const list = validateLogin(values, { passwordShown });
    if (!showErrors(list)) {
      focusFirstError(list, FIELD_IDS);
      return;
    }
    setSubmitting(true);
    login(values.email.trim(), passwordShown ? values.password : undefined)
      // The provider has shown the server's messages as alerts and moved to any status.
      .catch((error: unknown) => {
        // An ID alone was not enough: this account has a password.
        const needsPassword =
          error instanceof ApiError && error.messages.includes(AUTH_MESSAGES.INVALID_CREDENTIALS);
        if (canChoose && !passwordShown && needsPassword) setPasswordWanted(true);
      })
      .finally(() => setSubmitting(false));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="card card-body p-4 mt-4">
      <h2 className="h4 mb-3">{_(LOGIN_TEXT.heading)}</h2>
      {config?.oidc ? <SchoolSignIn provider={config.oidc.name} /> : null}
      <TextField
        id={FIELD_IDS.email}
        // In anonymous mode every account signs in with a login ID, password or not.
        label={_(canChoose ? LOGIN_TEXT.loginIdLabel : LOGIN_TEXT.emailLabel)}
        type={config?.anonymous ? 'text' : 'email'}
        value={values.email}
        onChange={(value) => update('email', value)}
        error={errors.email}
        autoComplete="username"
      />
      {passwordShown ? (
        <PasswordFields
          purpose="current"
          ids={FIELD_IDS}
          labels={{ password: _(LOGIN_TEXT.passwordLabel) }}
          values={values}
          errors={errors}
          onChange={update}
        />
      ) : null}
      <Button type="submit" disabled={submitting} className="w-100">
        {_(LOGIN_TEXT.submit)}
      </Button>
      {canChoose ? (
        <Button variant="link" className="mt-2 p-0" onClick={() => choosePassword(!passwordShown)}>
          {_(passwordShown ? LOGIN_TEXT.useIdOnly : LOGIN_TEXT.usePassword)}
        </Button>
      ) : null}
      {/* An ID has no mailbox to confirm or reset by, and both screens send anonymous visitors
          back here: no links to them in anonymous mode. */}
      {!canChoose ? (
        <p className="mt-3 mb-0 d-flex flex-wrap justify-content-between gap-3">
          <Link to="/register">{_(LOGIN_TEXT.register)}</Link>
          <Link to="/forgot-password">{_(LOGIN_TEXT.forgotPassword)}</Link>
        </p>
      ) : null}
    </form>
  );
}

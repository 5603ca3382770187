import { useLingui } from '@lingui/react';
import { signedInRedirectPath } from '@thoughtful/shared';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useProductFlags } from '../../../../config/product-flags';
import { REGISTER_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';
import { ConfirmationStatusView } from '../components/confirmation-status-view';
import { AuthPage } from '../components/auth-page';
import { RegisterForm } from '../components/register-form';

/**
 * `/register` (spec accounts §2). Signed-in users, and visitors of an anonymous education build
 * (who log in by ID and never register), are sent on.
 */
export function RegisterScreen() {
  const { _ } = useLingui();
  const { user, loading, confirmationStatus } = useAuth();
  const flags = useProductFlags();

  if (flags && (user || (flags.education && flags.anonymous))) {
    return <Navigate to={signedInRedirectPath(flags)} replace />;
  }
  if (confirmationStatus !== null && confirmationStatus !== 200) {
    // Registered (0) or refused by the invitation list (-101): the outcome replaces the form.
    return <ConfirmationStatusView status={confirmationStatus} />;
  }
  return (
    <AuthPage>
      <h1 className="h2">{_(REGISTER_TEXT.heading)}</h1>
      {loading || !flags ? <LoadingIndicator /> : <RegisterForm nameField={flags.nameField} />}
    </AuthPage>
  );
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { LOGOUT_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';

/** `/logout` (spec accounts §2): clears the token and the user's data, then goes to /login. */
export function LogoutScreen() {
  const { logout } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    logout();
    // Replace, so that Back does not return here and sign out again.
    void navigate('/login', { replace: true });
  }, [logout, navigate]);

  return <LoadingIndicator label={LOGOUT_TEXT.signingOut} />;
}

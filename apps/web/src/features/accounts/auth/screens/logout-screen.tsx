import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { endSession } from '../api/end-session';
import { LOGOUT_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';

/**
 * `/logout` (spec accounts §2): ends the session on the server, clears the token and the user's
 * data, then goes to /login. After a school sign-in it goes to the provider's logout first (it
 * comes back to /login), or, when the provider has none, says that the school account is still
 * signed in in this browser (docs/decisions/2026-11-29-school-sign-in.md, 'Logout').
 */
export function LogoutScreen() {
  const { _ } = useLingui();
  const { token, logout } = useAuth();
  const navigate = useNavigate();
  const [stillSignedInWith, setStillSignedInWith] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // A refusal (an expired token) or no server: the token is cleared here all the same.
      const answer = token === null ? undefined : await endSession().catch(() => undefined);
      logout();
      const provider = answer?.provider;
      if (provider?.logoutUrl) {
        window.location.assign(provider.logoutUrl);
      } else if (provider) {
        setStillSignedInWith(provider.name);
      } else {
        // Replace, so that Back does not return here and sign out again.
        void navigate('/login', { replace: true });
      }
    })();
  }, [token, logout, navigate]);

  if (stillSignedInWith !== null) {
    return (
      <section className="py-3">
        <h1>{_(LOGOUT_TEXT.loggedOut)}</h1>
        <p>{_(LOGOUT_TEXT.providerStillSignedIn(stillSignedInWith))}</p>
        <p>{_(LOGOUT_TEXT.closeTheBrowser)}</p>
        <Link to="/login" replace>
          {_(LOGOUT_TEXT.logInAgain)}
        </Link>
      </section>
    );
  }
  return <LoadingIndicator label={_(LOGOUT_TEXT.signingOut)} />;
}

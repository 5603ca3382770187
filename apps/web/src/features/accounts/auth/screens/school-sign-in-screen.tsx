import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessages } from '../../../../components/alerts/error-messages';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useProductFlags } from '../../../../config/product-flags';
import { pathAfterSchoolSignIn } from '../after-sign-in';
import { useRedeemTicket } from '../api/redeem-ticket';
import { useAuth } from '../auth-provider';
import { SCHOOL_SIGN_IN_TEXT } from '../auth-text';
import { AuthPage } from '../components/auth-page';

/** The ticket in `#ticket=…`, as the server's redirect wrote it; null without one. */
export function ticketFromHash(hash: string): string | null {
  const ticket = new URLSearchParams(hash.replace(/^#/, '')).get('ticket');
  return ticket === null || ticket === '' ? null : ticket;
}

/**
 * `/signin#ticket=…`: where a school sign-in (an OpenID provider's callback, an LTI launch) sends
 * the browser. Trades the single-use ticket for the member's token once, keeps the token as a
 * password login does, and goes on to where the sign-in was headed; a refused ticket says why,
 * with the way back to the login page.
 */
export function SchoolSignInScreen() {
  const { _ } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, token, signInWithToken } = useAuth();
  const flags = useProductFlags();
  // Read once: the address loses it below.
  const [ticket] = useState(() => ticketFromHash(location.hash));
  const [next, setNext] = useState<string | null>(null);
  const [failedWith, setFailure] = useState<string[] | null>(null);
  const failure = ticket === null ? [_(SCHOOL_SIGN_IN_TEXT.noTicket)] : failedWith;
  const { mutate } = useRedeemTicket({
    onSuccess: (answer) => {
      signInWithToken(answer.token);
      setNext(answer.next);
    },
    onError: (error) => setFailure(errorMessages(error)),
  });

  // Once: the ticket is spent by its first trade, so React's development double effect must not
  // send it twice. It leaves the address bar first (history, a shared screen, a copied link).
  const traded = useRef(false);
  useEffect(() => {
    if (traded.current) return;
    traded.current = true;
    if (location.hash !== '') {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
    if (ticket !== null) mutate(ticket);
  }, [location, navigate, ticket, mutate]);

  // Signed in, but the member could not be loaded: the provider has said why and signed out.
  const signedOutAgain = next !== null && token === null;
  if (failure !== null || signedOutAgain) {
    return (
      <AuthPage>
        <h1 className="h2">{_(SCHOOL_SIGN_IN_TEXT.failedHeading)}</h1>
        {failure !== null ? (
          <Alert variant="danger">
            {failure.map((message) => (
              <p key={message} className="mb-0">
                {message}
              </p>
            ))}
          </Alert>
        ) : null}
        <p>
          <Link to="/login">{_(SCHOOL_SIGN_IN_TEXT.backToLogin)}</Link>
        </p>
      </AuthPage>
    );
  }
  if (next !== null && user && flags) {
    return <Navigate to={pathAfterSchoolSignIn(next, user, flags)} replace />;
  }
  return (
    <AuthPage>
      <LoadingIndicator label={_(SCHOOL_SIGN_IN_TEXT.signingIn)} />
    </AuthPage>
  );
}

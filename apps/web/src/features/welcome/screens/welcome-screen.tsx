import { publicName } from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useAuth } from '../../accounts';
import { useLatestIdeas, IdeaSummaryList } from '../../ideas';
import { SearchBox } from '../../search';
import { WELCOME_TEXT } from '../welcome-text';
import { isNewAccount } from '../welcome-rules';

/**
 * `/welcome`, the latest-inTell home (content spec §1, §2): a greeting, the search box and the 10
 * latest inTells. A brand-new account is sent to /about first.
 */
export function WelcomeScreen() {
  const { user } = useAuth();
  // Read once: the redirect is decided when the screen opens, not while the user reads it.
  const [openedAt] = useState(() => Date.now());
  if (user && isNewAccount(user.date, openedAt)) return <Navigate to="/about" replace />;

  return (
    <section className="py-4">
      <h1>{WELCOME_TEXT.greeting(user ? publicName(user.name) : '')}</h1>
      <p className="lead">{WELCOME_TEXT.intro}</p>
      <SearchBox />
      <LatestIdeas />
    </section>
  );
}

function LatestIdeas() {
  const headingId = useId();
  const { data, error, errorUpdatedAt, isPending } = useLatestIdeas();
  useQueryErrorAlerts(error, errorUpdatedAt, WELCOME_TEXT.latestFailed);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {WELCOME_TEXT.latestHeading}
      </h2>
      {isPending && !error ? <LoadingIndicator label={WELCOME_TEXT.loading} /> : null}
      {data && data.length === 0 ? <p>{WELCOME_TEXT.empty}</p> : null}
      {data && data.length > 0 ? <IdeaSummaryList ideas={data} labelledBy={headingId} /> : null}
    </section>
  );
}

import { publicName } from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { hasContinuedFromAbout } from '../../about';
import { useAuth } from '../../accounts';
import { useLatestIdeas, IdeaSummaryList } from '../../ideas';
import { SearchBox } from '../../search';
import { SparklesIcon } from '../../../theme/icons';
import { useWelcomeText } from '../welcome-text';
import { isNewAccount } from '../welcome-rules';

/**
 * `/welcome`, the latest-inTell home (content spec §1, §2): a greeting, the search box and the 10
 * latest inTells. A brand-new account is sent to /about first, until it has gone on from there.
 */
export function WelcomeScreen() {
  const { user } = useAuth();
  const WELCOME_TEXT = useWelcomeText();
  // Read once: the redirect is decided when the screen opens, not while the user reads it.
  const [openedAt] = useState(() => Date.now());
  // The 600 rule holds only until the member has gone on from About.
  if (user && isNewAccount(user.date, openedAt) && !hasContinuedFromAbout(user._id)) {
    return <Navigate to="/about" replace />;
  }

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
  const WELCOME_TEXT = useWelcomeText();
  const { data, error, errorUpdatedAt, isPending } = useLatestIdeas();
  useQueryErrorAlerts(error, errorUpdatedAt, WELCOME_TEXT.latestFailed);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {WELCOME_TEXT.latestHeading}
      </h2>
      {isPending && !error ? (
        <LoadingIndicator label={WELCOME_TEXT.loading} variant="skeleton" />
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState
          title={WELCOME_TEXT.emptyTitle}
          icon={<SparklesIcon size={18} />}
          action={
            <div className="d-flex flex-wrap gap-2">
              <Link to="/create1" className="btn btn-primary btn-sm">
                {WELCOME_TEXT.submitOwn}
              </Link>
              <Link to="/create2" className="btn btn-outline-primary btn-sm">
                {WELCOME_TEXT.submitWeb}
              </Link>
            </div>
          }
        >
          {WELCOME_TEXT.empty}
        </EmptyState>
      ) : null}
      {data && data.length > 0 ? <IdeaSummaryList ideas={data} labelledBy={headingId} /> : null}
    </section>
  );
}

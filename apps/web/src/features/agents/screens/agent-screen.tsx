import { LOCAL_STORAGE_KEYS, type IdeaSummary } from '@thoughtful/shared';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useAutoOpenLink } from '../../../lib/auto-open-link';
import { isNotFound, useQueryErrorAlerts } from '../../alerts/use-query-error-alerts';
import { useAuth } from '../../auth/auth-provider';
import { IdeaSummaryList } from '../../ideas/components/idea-summary-list';
import { useAgent } from '../api/get-agent';
import { AgentCard } from '../components/agent-card';
import { AGENTS_TEXT } from '../agents-text';

/**
 * `/agent/:id` (and `/agent/:id/:mode/:field`): the waveMaker's card, whose name is the page's
 * heading, and its inTells (content §2, view 2). The other views come with the links.
 */
export function AgentScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: agent, error, errorUpdatedAt, isPending } = useAgent(id);
  useQueryErrorAlerts(error, errorUpdatedAt, AGENTS_TEXT.retrieveFailed, {
    ignoreStatuses: [404],
  });

  useAutoOpenLink({
    storageKey: LOCAL_STORAGE_KEYS.LAST_AGENT,
    url: agent?.url ?? '',
    ready: agent !== undefined && user !== null,
    // Ratings come in a later issue; until then nobody has responded (docs/decisions.md).
    hasResponded: false,
    isAuthor:
      agent !== undefined &&
      user !== null &&
      (agent.user._id === user._id || agent.member?._id === user._id),
    urlVisitRequired: agent !== undefined && agent.url !== '',
    itemId: id,
  });

  if (agent) {
    return (
      <section className="py-4">
        <AgentCard key={agent._id} agent={agent} headingLevel={1} linkName={false} />
        <IdeaSection title={AGENTS_TEXT.theirIntell} ideas={agent.attributed} />
        <IdeaSection title={AGENTS_TEXT.proxiedIntell} ideas={agent.proxied} />
      </section>
    );
  }
  if (isNotFound(error)) {
    return (
      <section className="py-4">
        <h1>{AGENTS_TEXT.notFoundHeading}</h1>
        <p>{AGENTS_TEXT.notFound}</p>
        <Link to="/welcome">{AGENTS_TEXT.goHome}</Link>
      </section>
    );
  }
  return (
    <section className="py-4">
      <h1 className="visually-hidden">{AGENTS_TEXT.screenLabel}</h1>
      {isPending && !error ? <LoadingIndicator label={AGENTS_TEXT.loading} /> : null}
    </section>
  );
}

function IdeaSection({ title, ideas }: { title: string; ideas: readonly IdeaSummary[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      {ideas.length > 0 ? (
        <IdeaSummaryList ideas={ideas} labelledBy={headingId} />
      ) : (
        <p className="text-body-secondary">{AGENTS_TEXT.noIntell}</p>
      )}
    </section>
  );
}

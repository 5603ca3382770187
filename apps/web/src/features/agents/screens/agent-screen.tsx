import { useLingui } from '@lingui/react';
import { LOCAL_STORAGE_KEYS, type IdeaSummary } from '@thoughtful/shared';
import { useEffect, useId, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useAutoOpenLink } from '../../../lib/auto-open-link';
import { isNotFound, useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useAuth } from '../../accounts';
import { useLinkAndGo, AgentLinkViews, linkPagePath, routeAction } from '../../links';
import { IdeaSummaryList } from '../../ideas';
import { ownScale } from '../agent-rating/agent-rating-model';
import { AgentRating } from '../agent-rating/components/agent-rating';
import { useAgent } from '../api/get-agent';
import { AgentCard } from '../components/agent-card';
import { AGENTS_TEXT } from '../agents-text';

/**
 * `/agent/:id` (and `/agent/:id/:mode/:field`): the waveMaker's card, whose name is the page's
 * heading, and its inTells (content §2, view 2). The other views come with the links.
 */
export function AgentScreen() {
  // Drawn again in the reader's language when she changes it.
  useLingui();
  const { id = '', mode, field } = useParams();
  const { user } = useAuth();
  const { data: agent, error, errorUpdatedAt, isPending } = useAgent(id);
  const action = routeAction(mode, field);
  const { link } = useLinkAndGo();
  const linked = useRef(false);
  // A link mode: link as the column on the other item's screen would have
  // (docs/decisions/2026-11-21-links.md 'Create then link').
  useEffect(() => {
    if (action.kind !== 'link' || agent === undefined || user === null || linked.current) return;
    linked.current = true;
    link(action.mode, action.otherId, agent._id, { replace: true });
  }, [action, agent, user, link]);
  useQueryErrorAlerts(error, errorUpdatedAt, AGENTS_TEXT.retrieveFailed, {
    ignoreStatuses: [404],
  });

  useAutoOpenLink({
    storageKey: LOCAL_STORAGE_KEYS.LAST_AGENT,
    url: agent?.url ?? '',
    ready: agent !== undefined && user !== null,
    // A member who has rated this waveMaker has responded (its list holds their rating first).
    hasResponded: agent !== undefined && ownScale(agent.scales, user?._id) !== undefined,
    isAuthor:
      agent !== undefined &&
      user !== null &&
      (agent.user._id === user._id || agent.member?._id === user._id),
    urlVisitRequired: agent !== undefined && agent.url !== '',
    itemId: id,
  });

  if (agent) {
    // Modes 100–400 (content §2 'Route mode and field', 'Interpretation gate'): the rating shows
    // first; once the member has rated this waveMaker (or it is their own), the named link
    // screen opens. A saved rating updates the agent in the cache, so this opens it then.
    let gatePending = false;
    if (action.kind === 'linkPage') {
      const entry =
        action.target === 'idea'
          ? agent.linkedIdeas.find((e) => e.other._id === action.otherId)
          : agent.linkedAgents.find((e) => e.other._id === action.otherId);
      const rated =
        ownScale(agent.scales, user?._id) !== undefined ||
        (user !== null && agent.member?._id === user._id);
      if (entry !== undefined && rated) {
        return (
          <Navigate
            replace
            to={linkPagePath(action.target === 'idea' ? 'ideaAgent' : 'agentAgent', entry.link._id)}
          />
        );
      }
      gatePending = entry !== undefined;
    }
    return (
      <section className="py-4">
        <AgentLinkViews
          key={`${agent._id}/${mode ?? ''}/${field ?? ''}`}
          agent={agent}
          initialView={action.kind === 'view' ? action.view : gatePending ? 1 : 2}
          card={<AgentCard agent={agent} headingLevel={1} linkName={false} />}
          rating={<AgentRating agent={agent} />}
          theirIntell={
            <>
              <IdeaSection title={AGENTS_TEXT.theirIntell} ideas={agent.attributed} />
              <IdeaSection title={AGENTS_TEXT.proxiedIntell} ideas={agent.proxied} />
            </>
          }
        />
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
      {isPending && !error ? (
        <LoadingIndicator label={AGENTS_TEXT.loading} variant="skeleton" />
      ) : null}
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

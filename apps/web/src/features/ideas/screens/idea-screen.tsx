import { LOCAL_STORAGE_KEYS } from '@thoughtful/shared';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { ideaNeedsUrlVisit, useAutoOpenLink } from '../../../lib/auto-open-link';
import { isNotFound, useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useAuth } from '../../accounts';
import { useLinkAndGo, IdeaLinkViews, linkPagePath, routeAction } from '../../links';
import { useIdea } from '../api/get-idea';
import { IdeaCard } from '../components/idea-card';
import { IDEAS_TEXT } from '../ideas-text';

/**
 * `/idea/:id` (and `/idea/:id/:mode/:field`): the inTell's card, whose headline is the page's
 * heading. The four views and the link modes come with the links (content §2).
 */
export function IdeaScreen() {
  const { id = '', mode, field } = useParams();
  const { user } = useAuth();
  const { data: idea, error, errorUpdatedAt, isPending } = useIdea(id);
  const action = routeAction(mode, field);
  const { link } = useLinkAndGo();
  const linked = useRef(false);
  // A link mode (after /create/{mode}/{otherId}): link as the column on the other item's screen
  // would have, then open the link's page (docs/decisions.md).
  useEffect(() => {
    if (action.kind !== 'link' || idea === undefined || user === null || linked.current) return;
    linked.current = true;
    link(action.mode, action.otherId, idea._id, { replace: true });
  }, [action, idea, user, link]);
  useQueryErrorAlerts(error, errorUpdatedAt, IDEAS_TEXT.retrieveFailed, { ignoreStatuses: [404] });

  useAutoOpenLink({
    storageKey: LOCAL_STORAGE_KEYS.LAST_IDEA,
    url: idea?.url ?? '',
    ready: idea !== undefined && user !== null,
    // A member who has interpreted this inTell has responded (its list holds theirs first).
    hasResponded:
      idea !== undefined && user !== null && idea.scales.some((s) => s.user._id === user._id),
    isAuthor: idea !== undefined && idea.user._id === user?._id,
    urlVisitRequired: idea !== undefined && ideaNeedsUrlVisit(idea),
    itemId: id,
  });

  if (idea) {
    if (action.kind === 'linkPage') {
      const entry =
        action.target === 'idea'
          ? idea.linkedIdeas.find((e) => e.other._id === action.otherId)
          : idea.linkedAgents.find((e) => e.other._id === action.otherId);
      if (entry !== undefined) {
        return (
          <Navigate
            replace
            to={linkPagePath(action.target === 'idea' ? 'ideaIdea' : 'ideaAgent', entry.link._id)}
          />
        );
      }
    }
    return (
      <section className="py-4">
        <IdeaLinkViews
          key={`${idea._id}/${mode ?? ''}/${field ?? ''}`}
          idea={idea}
          initialView={action.kind === 'view' ? action.view : 2}
          card={<IdeaCard idea={idea} headingLevel={1} linkHeadline={false} />}
        />
      </section>
    );
  }
  if (isNotFound(error)) {
    return (
      <section className="py-4">
        <h1>{IDEAS_TEXT.notFoundHeading}</h1>
        <p>{IDEAS_TEXT.notFound}</p>
        <Link to="/welcome">{IDEAS_TEXT.goHome}</Link>
      </section>
    );
  }
  return (
    <section className="py-4">
      <h1 className="visually-hidden">{IDEAS_TEXT.screenLabel}</h1>
      {isPending && !error ? <LoadingIndicator label={IDEAS_TEXT.loading} /> : null}
    </section>
  );
}

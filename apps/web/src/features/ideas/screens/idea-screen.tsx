import { LOCAL_STORAGE_KEYS } from '@thoughtful/shared';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { ideaNeedsUrlVisit, useAutoOpenLink } from '../../../lib/auto-open-link';
import { isNotFound, useQueryErrorAlerts } from '../../alerts/use-query-error-alerts';
import { useAuth } from '../../auth/auth-provider';
import { useIdea } from '../api/get-idea';
import { IdeaCard } from '../components/idea-card';
import { IDEAS_TEXT } from '../ideas-text';

/**
 * `/idea/:id` (and `/idea/:id/:mode/:field`): the inTell's card, whose headline is the page's
 * heading. The four views and the link modes come with the links (content §2).
 */
export function IdeaScreen() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: idea, error, errorUpdatedAt, isPending } = useIdea(id);
  useQueryErrorAlerts(error, errorUpdatedAt, IDEAS_TEXT.retrieveFailed, { ignoreStatuses: [404] });

  useAutoOpenLink({
    storageKey: LOCAL_STORAGE_KEYS.LAST_IDEA,
    url: idea?.url ?? '',
    ready: idea !== undefined && user !== null,
    // Interpretations come in a later issue; until then nobody has responded (docs/decisions.md).
    hasResponded: false,
    isAuthor: idea !== undefined && idea.user._id === user?._id,
    urlVisitRequired: idea !== undefined && ideaNeedsUrlVisit(idea),
    itemId: id,
  });

  if (idea) {
    return (
      <section className="py-4">
        <IdeaCard key={idea._id} idea={idea} headingLevel={1} linkHeadline={false} />
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

import { LOCAL_STORAGE_KEYS, ROUTE_MODE } from '@thoughtful/shared';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { ideaNeedsUrlVisit, useAutoOpenLink } from '../../../lib/auto-open-link';
import { isNotFound, useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useAuth } from '../../accounts';
import { useLinkAndGo, IdeaLinkViews, linkPagePath, routeAction } from '../../links';
import { useIdea } from '../api/get-idea';
import { CommunityResults } from '../community/components/community-results';
import { IdeaCard } from '../components/idea-card';
import { CLASS_ID_PARAM } from '../viewpoints/viewpoint-paths';
import { useConfig } from '../../../config/get-config';
import { ReferenceReadings } from '../understood/components/reference-readings';
import { IDEAS_TEXT } from '../ideas-text';
import { IdeaInterpretation } from '../interpretation/components/idea-interpretation';
import { IDEA_SCREEN_INTERPRETATION_OPTIONS } from '../interpretation/interpretation-options';
import {
  interpretationDone,
  isIdeaAuthor,
  ownInterpretation,
} from '../interpretation/own-interpretation';

/**
 * `/idea/:id` (and `/idea/:id/:mode/:field`): the inTell's card, whose headline is the page's
 * heading. The four views and the link modes come with the links (content §2).
 */
export function IdeaScreen() {
  useLingui(); // drawn again in the language she switches to
  const { id = '', mode, field } = useParams();
  // Opened from a class (its viewpoints screen, a crux of its question): the class's groups.
  const [search] = useSearchParams();
  const classId = search.get(CLASS_ID_PARAM);
  const { user } = useAuth();
  const { data: config } = useConfig();
  const { data: idea, error, errorUpdatedAt, isPending } = useIdea(id);
  const action = routeAction(mode, field);
  const { link } = useLinkAndGo();
  const navigate = useNavigate();
  const linked = useRef(false);
  // A link mode (after /create/{mode}/{otherId}): link as the column on the other item's screen
  // would have, then open the link's page (docs/decisions/2026-11-21-links.md 'Create then link').
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
    // A member who has interpreted this inTell has responded.
    hasResponded: idea !== undefined && ownInterpretation(idea, user?._id) !== null,
    isAuthor: idea !== undefined && isIdeaAuthor(idea, user?._id),
    urlVisitRequired: idea !== undefined && ideaNeedsUrlVisit(idea),
    itemId: id,
  });

  if (idea) {
    // Modes 100–400 (content §2 'Route mode and field', 'Interpretation gate'): the
    // interpretation shows first; once the member has interpreted this inTell (or posted it with
    // its intent declared), the named link screen opens. A saved interpretation updates the inTell
    // in the cache, so this opens it then.
    let gatePending = false;
    if (action.kind === 'linkPage') {
      const entry =
        action.target === 'idea'
          ? idea.linkedIdeas.find((e) => e.other._id === action.otherId)
          : idea.linkedAgents.find((e) => e.other._id === action.otherId);
      if (entry !== undefined && interpretationDone(idea, user?._id)) {
        return (
          <Navigate
            replace
            to={linkPagePath(action.target === 'idea' ? 'ideaIdea' : 'ideaAgent', entry.link._id)}
          />
        );
      }
      gatePending = entry !== undefined;
    }
    return (
      <section className="py-4">
        <IdeaLinkViews
          key={`${idea._id}/${mode ?? ''}/${field ?? ''}`}
          idea={idea}
          initialView={action.kind === 'view' ? action.view : gatePending ? 1 : 2}
          card={<IdeaCard idea={idea} headingLevel={1} linkHeadline={false} />}
          interpretation={
            <>
              <IdeaInterpretation
                idea={idea}
                options={IDEA_SCREEN_INTERPRETATION_OPTIONS}
                // Continue: on to the inTell's own view (content §2 view 2).
                onContinue={() => void navigate(`/idea/${idea._id}/${ROUTE_MODE.START_ON_VIEW}/2`)}
              />
              {/* Issue 45: the author's 'How I mean it', or a teacher's key. */}
              <ReferenceReadings idea={idea} user={user} education={config?.education ?? false} />
            </>
          }
          community={
            interpretationDone(idea, user?._id) ? (
              <CommunityResults
                idea={idea}
                readerIsAuthor={isIdeaAuthor(idea, user?._id)}
                classId={classId}
              />
            ) : undefined
          }
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
      {isPending && !error ? (
        <LoadingIndicator label={IDEAS_TEXT.loading} variant="skeleton" />
      ) : null}
    </section>
  );
}

import {
  agentAgentLinkSentences,
  ideaAgentLinkSentences,
  ideaIdeaLinkSentences,
  type IdeaSummary,
  type LinkAgentSummary,
  type LinkSentence,
} from '@thoughtful/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { isNotFound, useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useConfig } from '../../../config/get-config';
import { useAuth } from '../../accounts';
import { IdeaSummaryList } from '../../ideas';
import { useLink } from '../api/get-link';
import { LinkRatingForm } from '../components/link-rating-form';
import { LinkSentenceList } from '../components/link-sentence-list';
import { LINKS_TEXT } from '../links-text';

function IdeaEnd({ title, idea }: { title: string; idea: IdeaSummary }) {
  return (
    <section className="col-md" aria-label={title}>
      <h2 className="h6">{title}</h2>
      <IdeaSummaryList ideas={[idea]} />
    </section>
  );
}

function AgentEnd({ title, agent }: { title: string; agent: LinkAgentSummary }) {
  return (
    <section className="col-md" aria-label={title}>
      <h2 className="h6">{title}</h2>
      <div className="card">
        <div className="card-body d-flex gap-3 py-2">
          {agent.image !== '' ? (
            <img
              src={agent.image}
              alt=""
              width={64}
              height={64}
              className="rounded object-fit-cover"
            />
          ) : null}
          <div className="min-w-0">
            <h3 className="h6 mb-1 text-break">
              <Link to={`/agent/${agent._id}`}>{agent.name}</Link>
            </h3>
            {agent.url !== '' ? (
              <a href={agent.url} className="small text-break" target="_blank" rel="noreferrer">
                {agent.url}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

function LinkPage({
  heading,
  ends,
  sentences,
  rating,
  error,
  errorUpdatedAt,
  pending,
}: {
  heading: string;
  ends: ReactNode;
  sentences: LinkSentence[] | null;
  rating?: ReactNode;
  error: unknown;
  errorUpdatedAt: number;
  pending: boolean;
}) {
  useQueryErrorAlerts(error, errorUpdatedAt, LINKS_TEXT.retrieveLinkFailed, {
    ignoreStatuses: [404],
  });
  return (
    <section className="py-4">
      <h1 className="h3">{heading}</h1>
      {sentences !== null ? (
        <>
          <div className="row g-3 my-2">{ends}</div>
          <h2 className="h5 mt-4">{LINKS_TEXT.figuresHeading}</h2>
          <LinkSentenceList sentences={sentences} />
          {rating}
        </>
      ) : null}
      {isNotFound(error) ? <p>{LINKS_TEXT.notFound}</p> : null}
      {pending && !error ? (
        <LoadingIndicator label={LINKS_TEXT.loading} variant="skeleton" />
      ) : null}
    </section>
  );
}

/**
 * Whether the reader may rate links from a link page: members, not the education build's students
 * (who rate links only inside activities; the server refuses them here). Unknown until the
 * configuration has loaded.
 */
function useCanRateLinks(): boolean {
  const { user } = useAuth();
  const { data: config } = useConfig();
  return user !== null && config !== undefined && !(config.education && user.isStudent);
}

/**
 * `/link-idea-idea/:id`: cause and effect, the link's figures as sentences, and the member's own
 * rating form.
 */
export function LinkIdeaIdeaScreen() {
  const { id = '' } = useParams();
  const { data, error, errorUpdatedAt, isPending } = useLink('ideaIdea', id);
  const canRate = useCanRateLinks();
  return (
    <LinkPage
      heading={LINKS_TEXT.linkIdeaIdeaHeading}
      ends={
        data ? (
          <>
            <IdeaEnd title={LINKS_TEXT.cause} idea={data.ideaCause} />
            <IdeaEnd title={LINKS_TEXT.effect} idea={data.ideaEffect} />
          </>
        ) : null
      }
      sentences={data ? ideaIdeaLinkSentences(data, data.raters) : null}
      rating={data && canRate ? <LinkRatingForm key={data._id} link={data} /> : null}
      error={error}
      errorUpdatedAt={errorUpdatedAt}
      pending={isPending}
    />
  );
}

/** `/link-idea-agent/:id`. */
export function LinkIdeaAgentScreen() {
  const { id = '' } = useParams();
  const { data, error, errorUpdatedAt, isPending } = useLink('ideaAgent', id);
  return (
    <LinkPage
      heading={LINKS_TEXT.linkIdeaAgentHeading}
      ends={
        data ? (
          <>
            <IdeaEnd title={LINKS_TEXT.idea} idea={data.idea} />
            <AgentEnd title={LINKS_TEXT.agent} agent={data.agent} />
          </>
        ) : null
      }
      sentences={data ? ideaAgentLinkSentences(data) : null}
      error={error}
      errorUpdatedAt={errorUpdatedAt}
      pending={isPending}
    />
  );
}

/** `/link-agent-agent/:id`. */
export function LinkAgentAgentScreen() {
  const { id = '' } = useParams();
  const { data, error, errorUpdatedAt, isPending } = useLink('agentAgent', id);
  return (
    <LinkPage
      heading={LINKS_TEXT.linkAgentAgentHeading}
      ends={
        data ? (
          <>
            <AgentEnd title={LINKS_TEXT.firstAgent} agent={data.agent1} />
            <AgentEnd title={LINKS_TEXT.secondAgent} agent={data.agent2} />
          </>
        ) : null
      }
      sentences={data ? agentAgentLinkSentences(data) : null}
      error={error}
      errorUpdatedAt={errorUpdatedAt}
      pending={isPending}
    />
  );
}

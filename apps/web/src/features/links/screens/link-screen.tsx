import type { IdeaSummary, LinkAgentSummary } from '@thoughtful/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { isNotFound, useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { IdeaSummaryList } from '../../ideas';
import { useLink } from '../api/get-link';
import {
  agentAgentFigureLines,
  ideaAgentFigureLines,
  ideaIdeaFigureLines,
} from '../link-figures-text';
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
  lines,
  error,
  errorUpdatedAt,
  pending,
}: {
  heading: string;
  ends: ReactNode;
  lines: string[] | null;
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
      {lines !== null ? (
        <>
          <div className="row g-3 my-2">{ends}</div>
          <h2 className="h5 mt-4">{LINKS_TEXT.figuresHeading}</h2>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {isNotFound(error) ? <p>{LINKS_TEXT.notFound}</p> : null}
      {pending && !error ? <LoadingIndicator label={LINKS_TEXT.loading} /> : null}
    </section>
  );
}

/** `/link-idea-idea/:id`: cause and effect, and the link's figures in plain words. */
export function LinkIdeaIdeaScreen() {
  const { id = '' } = useParams();
  const { data, error, errorUpdatedAt, isPending } = useLink('ideaIdea', id);
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
      lines={data ? ideaIdeaFigureLines(data) : null}
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
      lines={data ? ideaAgentFigureLines(data) : null}
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
      lines={data ? agentAgentFigureLines(data) : null}
      error={error}
      errorUpdatedAt={errorUpdatedAt}
      pending={isPending}
    />
  );
}

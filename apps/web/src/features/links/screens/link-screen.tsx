import { useLingui } from '@lingui/react';
import {
  truncateHeadline,
  type IdeaSummary,
  type LinkAgentSummary,
  type LinkSentence,
} from '@thoughtful/shared';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { isNotFound, useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useAuth, useCan } from '../../accounts';
import { IdeaSummaryList } from '../../ideas';
import { useLink } from '../api/get-link';
import { LinkRatingForm } from '../components/link-rating-form';
import { LinkSentenceList } from '../components/link-sentence-list';
import { WithdrawRating, type WithdrawOutcome } from '../components/withdraw-rating';
import type { LinkKindName } from '../api/withdraw-rating';
import {
  agentAgentLinkSentencesIn,
  ideaAgentLinkSentencesIn,
  ideaIdeaLinkSentencesIn,
} from '../link-sentence-words';
import { LINK_WITHDRAW_TEXT, LINKS_TEXT } from '../links-text';

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
  figuresHeading,
  status,
}: {
  heading: string;
  ends: ReactNode;
  sentences: LinkSentence[] | null;
  rating?: ReactNode;
  error: unknown;
  errorUpdatedAt: number;
  pending: boolean;
  /** The sentences' heading, where the focus goes once the reader's rating is withdrawn. */
  figuresHeading: RefObject<HTMLHeadingElement | null>;
  /** What the last withdrawal did, announced. */
  status: string;
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
          {/* The focus comes here once the reader's rating is withdrawn: the sentences changed. */}
          <h2 ref={figuresHeading} tabIndex={-1} className="h5 mt-4">
            {LINKS_TEXT.figuresHeading}
          </h2>
          <p role="status" className="small mb-2">
            {status}
          </p>
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

/** One end of a removed link, to go on from. */
interface RemovedEnd {
  name: string;
  href: string;
}

/** What a withdrawal leaves on a link page: a status line, or the removed link's two ends. */
interface Withdrawal {
  figuresHeading: RefObject<HTMLHeadingElement | null>;
  status: string;
  removed: RemovedEnd[] | null;
  onWithdrawn: (outcome: WithdrawOutcome, ends: RemovedEnd[]) => void;
}

/**
 * A link page's withdrawal state. The status line shows only while the reader has no rating, so
 * rating again clears it.
 */
function useWithdrawal(rated: boolean): Withdrawal {
  const figuresHeading = useRef<HTMLHeadingElement>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const [removed, setRemoved] = useState<RemovedEnd[] | null>(null);
  return {
    figuresHeading,
    status: withdrawn && !rated ? LINK_WITHDRAW_TEXT.withdrawn : '',
    removed,
    onWithdrawn: (outcome, ends) => {
      if (outcome === 'removed') setRemoved(ends);
      else setWithdrawn(true);
    },
  };
}

/**
 * The page once the reader's rating, the link's last, was withdrawn and the link removed with it:
 * says so, with the focus on the words, and links the two items it joined.
 */
function RemovedLink({ heading, ends }: { heading: string; ends: RemovedEnd[] }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <section className="py-4">
      <h1 className="h3">{heading}</h1>
      <p ref={notice} tabIndex={-1}>
        {LINK_WITHDRAW_TEXT.removed}
      </p>
      <p className="mb-1">{LINK_WITHDRAW_TEXT.removedEnds}</p>
      <ul>
        {ends.map((end) => (
          <li key={end.href}>
            <Link to={end.href} className="text-break">
              {end.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The reader's own rating on the idea–waveMaker and waveMaker–waveMaker pages, which have no
 * rating form (those links are rated by making them from the screens' columns): what it says,
 * and 'Withdraw my rating'.
 */
function OwnRating({ description, children }: { description: string | null; children: ReactNode }) {
  return (
    <section aria-label={LINK_WITHDRAW_TEXT.ownHeading} className="mt-4">
      {description !== null ? (
        <>
          <h2 className="h5">{LINK_WITHDRAW_TEXT.ownHeading}</h2>
          <p>{description}</p>
        </>
      ) : null}
      {children}
    </section>
  );
}

/**
 * Whether the reader may rate links from a link page, outside any activity, as the access policy
 * says (not the education build's students, who rate links only inside activities). False until
 * the configuration has loaded.
 */
function useCanRateLinks(): boolean {
  const { user } = useAuth();
  const can = useCan();
  return can?.(user, 'link.rate') ?? false;
}

/** The withdrawal button of a link page, for a reader who may rate links. */
function withdrawButton(
  kind: LinkKindName,
  link: { _id: string; myRating: unknown },
  withdrawal: Withdrawal,
  ends: RemovedEnd[],
) {
  return (
    <WithdrawRating
      kind={kind}
      linkId={link._id}
      rated={link.myRating !== null}
      onWithdrawn={(outcome) => withdrawal.onWithdrawn(outcome, ends)}
      focusAfter={withdrawal.figuresHeading}
    />
  );
}

const ideaEnd = (idea: IdeaSummary): RemovedEnd => ({
  name: truncateHeadline(idea.label),
  href: `/idea/${idea._id}`,
});
const agentEnd = (agent: LinkAgentSummary): RemovedEnd => ({
  name: agent.name,
  href: `/agent/${agent._id}`,
});

/**
 * `/link-idea-idea/:id`: cause and effect, the link's figures as sentences, and the member's own
 * rating form, with 'Withdraw my rating' once he or she has rated.
 */
export function LinkIdeaIdeaScreen() {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const { id = '' } = useParams();
  const { data, error, errorUpdatedAt, isPending } = useLink('ideaIdea', id);
  const canRate = useCanRateLinks();
  const withdrawal = useWithdrawal(data?.myRating != null);
  if (withdrawal.removed) {
    return <RemovedLink heading={LINKS_TEXT.linkIdeaIdeaHeading} ends={withdrawal.removed} />;
  }
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
      sentences={data ? ideaIdeaLinkSentencesIn(data, data.raters) : null}
      rating={
        data && canRate ? (
          <LinkRatingForm key={data._id} link={data}>
            {withdrawButton('ideaIdea', data, withdrawal, [
              ideaEnd(data.ideaCause),
              ideaEnd(data.ideaEffect),
            ])}
          </LinkRatingForm>
        ) : null
      }
      error={error}
      errorUpdatedAt={errorUpdatedAt}
      pending={isPending}
      figuresHeading={withdrawal.figuresHeading}
      status={withdrawal.status}
    />
  );
}

/** `/link-idea-agent/:id`. */
export function LinkIdeaAgentScreen() {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const { id = '' } = useParams();
  const { data, error, errorUpdatedAt, isPending } = useLink('ideaAgent', id);
  const canRate = useCanRateLinks();
  const withdrawal = useWithdrawal(data?.myRating != null);
  if (withdrawal.removed) {
    return <RemovedLink heading={LINKS_TEXT.linkIdeaAgentHeading} ends={withdrawal.removed} />;
  }
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
      sentences={data ? ideaAgentLinkSentencesIn(data) : null}
      rating={
        data && canRate ? (
          <OwnRating
            description={
              data.myRating ? LINK_WITHDRAW_TEXT.ownIdeaAgent(data.myRating.level >= 0) : null
            }
          >
            {withdrawButton('ideaAgent', data, withdrawal, [
              ideaEnd(data.idea),
              agentEnd(data.agent),
            ])}
          </OwnRating>
        ) : null
      }
      error={error}
      errorUpdatedAt={errorUpdatedAt}
      pending={isPending}
      figuresHeading={withdrawal.figuresHeading}
      status={withdrawal.status}
    />
  );
}

/** `/link-agent-agent/:id`. */
export function LinkAgentAgentScreen() {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const { id = '' } = useParams();
  const { data, error, errorUpdatedAt, isPending } = useLink('agentAgent', id);
  const canRate = useCanRateLinks();
  const withdrawal = useWithdrawal(data?.myRating != null);
  if (withdrawal.removed) {
    return <RemovedLink heading={LINKS_TEXT.linkAgentAgentHeading} ends={withdrawal.removed} />;
  }
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
      sentences={data ? agentAgentLinkSentencesIn(data) : null}
      rating={
        data && canRate ? (
          <OwnRating
            description={
              data.myRating
                ? LINK_WITHDRAW_TEXT.ownAgentAgent(
                    data.myRating.isSimilar
                      ? 'similar'
                      : data.myRating.level >= 0
                        ? 'friends'
                        : 'foes',
                  )
                : null
            }
          >
            {withdrawButton('agentAgent', data, withdrawal, [
              agentEnd(data.agent1),
              agentEnd(data.agent2),
            ])}
          </OwnRating>
        ) : null
      }
      error={error}
      errorUpdatedAt={errorUpdatedAt}
      pending={isPending}
      figuresHeading={withdrawal.figuresHeading}
      status={withdrawal.status}
    />
  );
}

import { classifyAgentLink, classifyIdeaAgentLink, type AgentDto } from '@thoughtful/shared';
import { useRef, type ReactNode } from 'react';
import { AgentRating } from '../../agents/agent-rating/components/agent-rating';
import { AGENT_COLUMN_MODES, linkPagePath, type ViewNumber } from '../link-model';
import { AGENT_COLUMN_TITLES, LINKS_TEXT } from '../links-text';
import { type LinkColumnItem } from './link-column';
import { useLinkColumns } from './use-link-columns';
import { ViewPager } from './view-pager';

type AgentColumnKey = keyof typeof AGENT_COLUMN_MODES;

export function agentColumnItems(agent: AgentDto): Record<AgentColumnKey, LinkColumnItem[]> {
  const columns: Record<AgentColumnKey, LinkColumnItem[]> = {
    strengthenedBy: [],
    weakenedBy: [],
    friends: [],
    foes: [],
    similar: [],
  };
  for (const entry of agent.linkedIdeas) {
    const key =
      classifyIdeaAgentLink(entry.link) === 'strengthens' ? 'strengthenedBy' : 'weakenedBy';
    columns[key].push({
      key: entry.link._id,
      label: entry.other.label,
      href: `/idea/${entry.other._id}`,
      linkHref: linkPagePath('ideaAgent', entry.link._id),
    });
  }
  const byShared = { similar: 'similar', friend: 'friends', foe: 'foes' } as const;
  for (const entry of agent.linkedAgents) {
    columns[byShared[classifyAgentLink(entry.link)]].push({
      key: entry.link._id,
      label: entry.other.name,
      href: `/agent/${entry.other._id}`,
      linkHref: linkPagePath('agentAgent', entry.link._id),
    });
  }
  return columns;
}

export interface AgentLinkViewsProps {
  agent: AgentDto;
  initialView: ViewNumber;
  card: ReactNode;
  /** View 2: the waveMaker's own and proxied inTells. */
  theirIntell: ReactNode;
}

/** The agent screen's four views around the card (content §2 'Agent screen (four views)'). */
export function AgentLinkViews({ agent, initialView, card, theirIntell }: AgentLinkViewsProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const { column } = useLinkColumns({
    itemId: agent._id,
    modes: AGENT_COLUMN_MODES,
    titles: AGENT_COLUMN_TITLES,
    items: agentColumnItems(agent),
  });

  function render(view: ViewNumber) {
    const cardBlock = (
      <div ref={cardRef} className="my-3">
        {card}
      </div>
    );
    if (view === 1) {
      return (
        <>
          {cardBlock}
          <AgentRating agent={agent} />
        </>
      );
    }
    if (view === 2) {
      return (
        <>
          {cardBlock}
          {theirIntell}
        </>
      );
    }
    if (view === 3) {
      return (
        <>
          {cardBlock}
          <div className="row g-3">
            {column('weakenedBy', 'danger')}
            {column('strengthenedBy', 'success')}
          </div>
        </>
      );
    }
    return (
      <>
        <div className="row g-3">
          {column('foes', 'danger')}
          {column('friends', 'success')}
        </div>
        {cardBlock}
        <div className="row g-3">{column('similar')}</div>
      </>
    );
  }

  return (
    <ViewPager
      initialView={initialView}
      labels={LINKS_TEXT.agentViewLabels}
      toolbarLabel={LINKS_TEXT.viewsLabel}
      cardRef={cardRef}
      render={render}
    />
  );
}

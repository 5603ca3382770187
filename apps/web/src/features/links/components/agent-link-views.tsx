import { classifyAgentLink, classifyIdeaAgentLink, type AgentDto } from '@thoughtful/shared';
import type { ReactNode } from 'react';
import { AGENT_COLUMN_MODES, linkCardPath, type ViewNumber } from '../link-model';
import { AGENT_COLUMN_TITLES, LINKS_TEXT } from '../links-text';
import type { LinkColumnItem } from './link-column';
import { CARD_BLOCK, LinkViews, type LinkViewBlock, type LinkViewColumn } from './link-views';

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
      href: linkCardPath('agent', agent._id, 'idea', entry.other._id),
    });
  }
  const byShared = { similar: 'similar', friend: 'friends', foe: 'foes' } as const;
  for (const entry of agent.linkedAgents) {
    columns[byShared[classifyAgentLink(entry.link)]].push({
      key: entry.link._id,
      label: entry.other.name,
      href: linkCardPath('agent', agent._id, 'agent', entry.other._id),
    });
  }
  return columns;
}

export interface AgentLinkViewsProps {
  agent: AgentDto;
  initialView: ViewNumber;
  card: ReactNode;
  /** View 1: the waveMaker's rating. */
  rating: ReactNode;
  /** View 2: the waveMaker's own and proxied inTells. */
  theirIntell: ReactNode;
}

type AgentColumn = LinkViewColumn<AgentColumnKey>;
const WEAKENED_BY: AgentColumn = { key: 'weakenedBy', tone: 'danger' };
const STRENGTHENED_BY: AgentColumn = { key: 'strengthenedBy', tone: 'success' };
const FOES: AgentColumn = { key: 'foes', tone: 'danger' };
const FRIENDS: AgentColumn = { key: 'friends', tone: 'success' };

/** The agent screen's four views around the card (content §2 'Agent screen (four views)'). */
export function AgentLinkViews({
  agent,
  initialView,
  card,
  rating,
  theirIntell,
}: AgentLinkViewsProps) {
  const views: Record<ViewNumber, readonly LinkViewBlock<AgentColumnKey>[]> = {
    1: [CARD_BLOCK, { kind: 'content', content: rating }],
    2: [CARD_BLOCK, { kind: 'content', content: theirIntell }],
    3: [CARD_BLOCK, { kind: 'row', columns: [WEAKENED_BY, STRENGTHENED_BY] }],
    4: [
      { kind: 'row', columns: [FOES, FRIENDS] },
      CARD_BLOCK,
      { kind: 'row', columns: [{ key: 'similar' }] },
    ],
  };

  return (
    <LinkViews
      itemId={agent._id}
      itemName={agent.name}
      modes={AGENT_COLUMN_MODES}
      titles={AGENT_COLUMN_TITLES}
      items={agentColumnItems(agent)}
      views={views}
      labels={LINKS_TEXT.agentViewLabels}
      initialView={initialView}
      card={card}
    />
  );
}

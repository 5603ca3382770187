import {
  ideaLabel,
  publicName,
  quoteKindOf,
  type IdeaDto,
  type IdeaQuote,
  type IdeaSummary,
  type LinkedAgentOfIdea,
  type LinkedIdea,
} from '@thoughtful/shared';
import type { IdeaRow } from '../../db/schema';
import { toPublicUser, type PublicUserRow } from '../profiles/public-users';
import { LABEL_SOURCE_LENGTH, type IdeaAgentRow, type IdeaSummaryRow } from './ideas.repository';

/** A list label stays short: the rule's label, cut with an ellipsis past 200 characters. */
function shortLabel(label: string): string {
  return label.length > LABEL_SOURCE_LENGTH ? `${label.slice(0, LABEL_SOURCE_LENGTH)}…` : label;
}

export function toIdeaSummary(row: IdeaSummaryRow): IdeaSummary {
  return {
    _id: row.id,
    myPoint: row.my_point,
    label: shortLabel(
      ideaLabel({ myPoint: row.my_point, text: row.text, url: row.url, myContent: row.my_content }),
    ),
    date: row.created_at,
    user: { _id: row.user_id, name: publicName(row.user_name) },
    url: row.url,
    image: row.image,
    isPdf: row.is_pdf === 1,
    isVideo: row.is_video === 1,
  };
}

export function toIdeaQuote(row: IdeaSummaryRow): IdeaQuote {
  return { ...toIdeaSummary(row), kind: quoteKindOf(row) };
}

export function toIdeaDto(
  row: IdeaRow,
  author: PublicUserRow,
  agents: IdeaAgentRow[],
  linked: {
    linkedIdeas: LinkedIdea[];
    linkedAgents: LinkedAgentOfIdea[];
    quotes: IdeaQuote[];
  } = { linkedIdeas: [], linkedAgents: [], quotes: [] },
): IdeaDto {
  const withRole = (role: IdeaAgentRow['role']) =>
    agents.filter((a) => a.role === role).map((a) => ({ _id: a.agent_id, name: a.name }));
  return {
    _id: row.id,
    user: toPublicUser(author),
    date: row.created_at,
    myPoint: row.my_point,
    myContent: row.my_content,
    text: row.text,
    image: row.image,
    isPdf: row.is_pdf === 1,
    isVideo: row.is_video === 1,
    url: row.url,
    frameContext: row.frame_context,
    frameResolution: row.frame_resolution,
    myConcern: row.my_concern,
    errorCorrection: row.error_correction,
    criticContent: row.critic_content,
    criticConcern: row.critic_concern,
    proxyLevel: row.proxy_level,
    proxySources: withRole('proxy'),
    players: withRole('player'),
    agents: withRole('author'),
    atCore: row.at_core === 1,
    ideaReferenced: row.idea_referenced,
    goodIntentLevel: row.good_intent_level,
    scales: [],
    linkedIdeas: linked.linkedIdeas,
    linkedAgents: linked.linkedAgents,
    quotes: linked.quotes,
  };
}

import type { IdeaDto, IdeaQuote, LinkedAgentOfIdea, LinkedIdea } from '@thoughtful/shared';
import type { IdeaRow } from '../../db/schema';
import { toPublicUser, type PublicUserRow } from '../users';
import type { IdeaAgentRow } from './ideas.repository';

/** An inTell's part that every reader sees alike: all of `IdeaDto` but the per-reader fields. */
export type IdeaPublic = Omit<IdeaDto, 'myScale' | 'scaleAggregates' | 'scaleCount'>;

export function toIdeaPublic(
  row: IdeaRow,
  author: PublicUserRow,
  agents: IdeaAgentRow[],
  linked: {
    linkedIdeas: LinkedIdea[];
    linkedAgents: LinkedAgentOfIdea[];
    quotes: IdeaQuote[];
  },
): IdeaPublic {
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
    language: row.language,
    linkedIdeas: linked.linkedIdeas,
    linkedAgents: linked.linkedAgents,
    quotes: linked.quotes,
  };
}

import {
  ideaLabel,
  publicName,
  quoteKindOf,
  type IdeaDto,
  type IdeaQuote,
  type IdeaScale,
  type IdeaSummary,
  type LinkedAgentOfIdea,
  type LinkedIdea,
} from '@thoughtful/shared';
import type { IdeaRow } from '../../db/schema';
import { toPublicUser, type PublicUserRow } from '../profiles/public-users';
import type { IdeaScaleRow } from './idea-scales.repository';
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

/** The stored value codes; anything unreadable counts as none. */
function parseValueCodes(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

export function toIdeaScale(row: IdeaScaleRow): IdeaScale {
  return {
    user: { _id: row.user_id, name: publicName(row.user_name) },
    myEmotion: row.my_emotion,
    authorIntent: row.author_intent,
    sound: row.sound,
    goodFaith: row.good_faith,
    heartOfIssue: row.heart_of_issue,
    confidence: row.confidence,
    divisive: row.divisive,
    values: parseValueCodes(row.value_codes),
    valuesAgent: row.values_agent,
    haveChanged: row.have_changed,
    wouldChange: row.would_change,
    answerQuestions: row.answer_questions,
    publicEngagement: row.public_engagement,
    note: row.note,
    whyManipulative: row.why_manipulative,
    myExpertise: row.my_expertise,
    otherSide: row.other_side,
    solution: row.solution,
    ideaCreated: row.idea_created,
    activityType: row.activity_type,
    date: row.updated_at,
  };
}

export function toIdeaDto(
  row: IdeaRow,
  author: PublicUserRow,
  agents: IdeaAgentRow[],
  linked: {
    linkedIdeas: LinkedIdea[];
    linkedAgents: LinkedAgentOfIdea[];
    quotes: IdeaQuote[];
    scales: IdeaScale[];
  } = { linkedIdeas: [], linkedAgents: [], quotes: [], scales: [] },
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
    scales: linked.scales,
    linkedIdeas: linked.linkedIdeas,
    linkedAgents: linked.linkedAgents,
    quotes: linked.quotes,
  };
}

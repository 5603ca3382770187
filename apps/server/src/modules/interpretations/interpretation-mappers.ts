import { publicName, type AgentScale, type IdeaScale } from '@thoughtful/shared';
import type { AgentScaleRow } from './agent-scales.repository';
import type { IdeaScaleRow } from './idea-scales.repository';

/** The stored value codes; anything unreadable counts as none. */
export function parseValueCodes(json: string): number[] {
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
    understanding: row.understanding,
    ideaCreated: row.idea_created,
    activityType: row.activity_type,
    date: row.updated_at,
  };
}

export function toAgentScale(row: AgentScaleRow): AgentScale {
  return {
    user: { _id: row.user_id, name: publicName(row.user_name) },
    x: row.x,
    y: row.y,
    confidence: row.confidence,
    date: row.updated_at,
  };
}

import type {
  LinkAgentSummary,
  LinkedAgent,
  LinkedAgentOfIdea,
  LinkedIdea,
  LinkedIdeaOfAgent,
  LinkRatingDto,
} from '@thoughtful/shared';
import { toIdeaSummary } from '../ideas';
import type {
  LinkAgentSummaryRow,
  LinkedAgentOfIdeaRow,
  LinkedAgentRow,
  LinkedIdeaOfAgentRow,
  LinkedIdeaRow,
  LinkRatingRow,
} from './links.repository';

export function toLinkAgentSummary(row: LinkAgentSummaryRow): LinkAgentSummary {
  return { _id: row.id, name: row.name, url: row.url, image: row.image };
}

/** A member's own rating, shown back on the link page. */
export function toLinkRatingDto(row: LinkRatingRow): LinkRatingDto {
  return {
    level: row.level,
    confidence: row.confidence,
    isSimilar: row.is_similar === 1,
    isComplex: row.is_complex === 1,
    isReversed: row.is_reversed === 1,
  };
}

/**
 * A figure as an inTell's link columns carry it: to 6 places, which no threshold (0.5 and the
 * like) or column tells apart, instead of a double's 17 digits, 200 links at a time.
 */
function figure(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** An entry of `IdeaDto.linkedIdeas`: the link's figures and the other inTell's id and label. */
export function toLinkedIdea(row: LinkedIdeaRow): LinkedIdea {
  const other = toIdeaSummary(row);
  return {
    link: {
      _id: row.link_id,
      significanceSupportOppose: figure(row.significance_support_oppose),
      significanceSimilar: figure(row.significance_similar),
      significanceComplex: figure(row.significance_complex),
      avgLevelSupportOppose: figure(row.avg_level_support_oppose),
      avgLevelReversed: figure(row.avg_level_reversed),
    },
    other: { _id: other._id, label: other.label },
    thisIsCause: Number(row.this_is_cause) === 1,
  };
}

/** An entry of `IdeaDto.linkedAgents`: the link's level and the waveMaker's id and name. */
export function toLinkedAgentOfIdea(row: LinkedAgentOfIdeaRow): LinkedAgentOfIdea {
  return {
    link: { _id: row.link_id, avgLevel: figure(row.avg_level) },
    other: { _id: row.id, name: row.name },
  };
}

export function toLinkedIdeaOfAgent(row: LinkedIdeaOfAgentRow): LinkedIdeaOfAgent {
  return {
    link: { _id: row.link_id, date: row.link_created_at, avgLevel: row.avg_level },
    other: toIdeaSummary(row),
  };
}

export function toLinkedAgent(row: LinkedAgentRow): LinkedAgent {
  return {
    link: {
      _id: row.link_id,
      date: row.link_created_at,
      significanceSimilar: row.significance_similar,
      significanceSupportOppose: row.significance_support_oppose,
      avgLevelSupportOppose: row.avg_level_support_oppose,
    },
    other: toLinkAgentSummary(row),
    thisIsAgent1: Number(row.this_is_agent1) === 1,
  };
}

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

export function toLinkedIdea(row: LinkedIdeaRow): LinkedIdea {
  return {
    link: {
      _id: row.link_id,
      date: row.link_created_at,
      significanceSupportOppose: row.significance_support_oppose,
      significanceSimilar: row.significance_similar,
      significanceComplex: row.significance_complex,
      avgLevelSupportOppose: row.avg_level_support_oppose,
      avgLevelReversed: row.avg_level_reversed,
    },
    other: toIdeaSummary(row),
    thisIsCause: Number(row.this_is_cause) === 1,
  };
}

export function toLinkedAgentOfIdea(row: LinkedAgentOfIdeaRow): LinkedAgentOfIdea {
  return {
    link: { _id: row.link_id, date: row.link_created_at, avgLevel: row.avg_level },
    other: toLinkAgentSummary(row),
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

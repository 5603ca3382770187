import {
  agentAgentFiguresFromSums,
  ideaAgentFiguresFromSums,
  ideaIdeaFiguresFromSums,
  type LinkRating,
  type LinkRatingSums,
} from '@thoughtful/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  lockLink,
  sumRatings,
  updateLinkFigures,
  upsertRating,
  type LinkTable,
  type RatingTable,
} from './links.repository';

/** Each kind of link: its table, its ratings' table, and how its figures follow from the sums. */
const LINK_KINDS = {
  ideaIdea: {
    table: 'link_idea_idea',
    ratings: 'link_idea_idea_ratings',
    figures: (sums: LinkRatingSums) => {
      const f = ideaIdeaFiguresFromSums(sums);
      return {
        significance_support_oppose: f.significanceSupportOppose,
        significance_similar: f.significanceSimilar,
        significance_complex: f.significanceComplex,
        avg_level_support_oppose: f.avgLevelSupportOppose,
        avg_level_reversed: f.avgLevelReversed,
      };
    },
  },
  ideaAgent: {
    table: 'link_idea_agent',
    ratings: 'link_idea_agent_ratings',
    figures: (sums: LinkRatingSums) => ({ avg_level: ideaAgentFiguresFromSums(sums).avgLevel }),
  },
  agentAgent: {
    table: 'link_agent_agent',
    ratings: 'link_agent_agent_ratings',
    figures: (sums: LinkRatingSums) => {
      const f = agentAgentFiguresFromSums(sums);
      return {
        significance_similar: f.significanceSimilar,
        significance_support_oppose: f.significanceSupportOppose,
        avg_level_support_oppose: f.avgLevelSupportOppose,
      };
    },
  },
} as const satisfies Record<
  string,
  {
    table: LinkTable;
    ratings: RatingTable;
    figures: (sums: LinkRatingSums) => Readonly<Record<string, number>>;
  }
>;

export type LinkKind = keyof typeof LINK_KINDS;

/**
 * Sets a member's rating of a link and recomputes the link's figures from all its ratings
 * (DESIGN.md §5), under the link's row lock. Call inside a transaction: creating a link and
 * interpreting an inTell with `addLinkIdeaIdeaScale` both rate this way.
 */
export async function rateLink(
  trx: Transaction<Database>,
  kind: LinkKind,
  linkId: string,
  userId: string,
  rating: LinkRating,
  now: string,
): Promise<void> {
  const { table, ratings, figures } = LINK_KINDS[kind];
  await lockLink(trx, table, linkId);
  await upsertRating(trx, ratings, linkId, userId, rating, now);
  await updateLinkFigures(trx, table, linkId, figures(await sumRatings(trx, ratings, linkId)));
}

/** An idea-to-idea link's rating (interpretations rate links this way). */
export function rateLinkIdeaIdea(
  trx: Transaction<Database>,
  linkId: string,
  userId: string,
  rating: LinkRating,
  now: string,
): Promise<void> {
  return rateLink(trx, 'ideaIdea', linkId, userId, rating, now);
}

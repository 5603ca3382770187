import { ideaIdeaFiguresFromSums, type LinkRating } from '@thoughtful/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { lockLink, sumRatings, updateLinkIdeaIdeaFigures, upsertRating } from './links.repository';

/**
 * Sets a member's rating of an idea-to-idea link and recomputes the link's figures from all its
 * ratings (DESIGN.md §5), under the link's row lock. Call inside a transaction: creating a link
 * and interpreting an inTell with `addLinkIdeaIdeaScale` both rate this way.
 */
export async function rateLinkIdeaIdea(
  trx: Transaction<Database>,
  linkId: string,
  userId: string,
  rating: LinkRating,
  now: string,
): Promise<void> {
  await lockLink(trx, 'link_idea_idea', linkId);
  await upsertRating(trx, 'link_idea_idea_ratings', linkId, userId, rating, now);
  const figures = ideaIdeaFiguresFromSums(await sumRatings(trx, 'link_idea_idea_ratings', linkId));
  await updateLinkIdeaIdeaFigures(trx, linkId, {
    significance_support_oppose: figures.significanceSupportOppose,
    significance_similar: figures.significanceSimilar,
    significance_complex: figures.significanceComplex,
    avg_level_support_oppose: figures.avgLevelSupportOppose,
    avg_level_reversed: figures.avgLevelReversed,
  });
}

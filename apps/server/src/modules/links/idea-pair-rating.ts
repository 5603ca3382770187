import type { Transaction } from 'kysely';
import { isRatingReversed, linkPairKey, type LinkRating } from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { findOrInsertLockedLink, rateLink } from './link-ratings';

/**
 * A member's rating of how one inTell (`ideaCause`) supports or opposes another (`ideaEffect`),
 * made inside the caller's transaction, as `POST /api/linkIdeaIdeas` makes it: the pair's link
 * is created in this direction when it does not exist yet, the rating is stored reversed when
 * the link runs the other way, and the figures follow. Activities rate an inTell against their
 * guiding question this way (201 and the interconnect step), where the link may not exist yet.
 * The caller checks that both inTells exist and that the member may rate links. Answers the
 * link's id.
 */
export async function rateIdeaPair(
  trx: Transaction<Database>,
  userId: string,
  pair: { ideaCause: string; ideaEffect: string },
  rating: Omit<LinkRating, 'isReversed'>,
  now: string,
): Promise<string> {
  const link = await findOrInsertLockedLink(trx, 'link_idea_idea', {
    id: newId(),
    idea_cause: pair.ideaCause,
    idea_effect: pair.ideaEffect,
    pair_key: linkPairKey(pair.ideaCause, pair.ideaEffect),
    created_at: now,
  });
  const isReversed = isRatingReversed(link.idea_cause, pair.ideaCause);
  await rateLink(trx, 'ideaIdea', link.id, userId, { ...rating, isReversed }, now);
  return link.id;
}

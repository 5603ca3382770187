import {
  agentAgentFiguresFromSums,
  ideaAgentFiguresFromSums,
  ideaIdeaFiguresFromSums,
  LINK_MESSAGES,
  type LinkRating,
  type LinkRatingSums,
} from '@thoughtful/shared';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import {
  deleteLink,
  deleteRating,
  findOrInsertLink,
  hasRatings,
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
 * interpreting an inTell with `addLinkIdeaIdeaScale` both rate this way. A link removed since the
 * caller found it (its last rating withdrawn by another transaction) is a 404, not a foreign-key
 * failure.
 */
export async function rateLink(
  trx: Transaction<Database>,
  kind: LinkKind,
  linkId: string,
  userId: string,
  rating: LinkRating,
  now: string,
): Promise<void> {
  const { table, ratings } = LINK_KINDS[kind];
  if (!(await lockLink(trx, table, linkId))) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
  await upsertRating(trx, ratings, linkId, userId, rating, now);
  await refreshFigures(trx, kind, linkId);
}

async function refreshFigures(trx: Transaction<Database>, kind: LinkKind, linkId: string) {
  const { table, ratings, figures } = LINK_KINDS[kind];
  await updateLinkFigures(trx, table, linkId, figures(await sumRatings(trx, ratings, linkId)));
}

/**
 * The link of a pair, created when it does not exist yet, and locked. Withdrawing a link's last
 * rating removes the link, so on PostgreSQL the row found may be deleted before it is locked; the
 * pair is then looked up (and inserted) again. Three tries: a fourth removal of the same pair
 * within one creation would take three members withdrawing in the same milliseconds.
 */
export async function findOrInsertLockedLink<T extends LinkTable>(
  trx: Transaction<Database>,
  table: T,
  row: Insertable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  for (let attempt = 1; ; attempt += 1) {
    const link = await findOrInsertLink(trx, table, row);
    if (await lockLink(trx, table, (link as { id: string }).id)) return link;
    if (attempt === 3) throw new ConflictError(LINK_MESSAGES.BUSY);
  }
}

/** What became of a link once a member's rating of it was withdrawn. */
export type Withdrawal = 'withdrawn' | 'removed';

/**
 * Withdraws a member's rating of a link under the link's row lock: the figures are
 * recomputed from the ratings left, with the same sums as a rating; when none is left the link is
 * removed, as links exist only with a rating (creating one records the creator's). 404 for an
 * unknown link, and 404 'You have not rated this link' when the member has no rating of it.
 */
export async function withdrawRating(
  trx: Transaction<Database>,
  kind: LinkKind,
  linkId: string,
  userId: string,
): Promise<Withdrawal> {
  const { table, ratings } = LINK_KINDS[kind];
  if (!(await lockLink(trx, table, linkId))) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
  if (!(await deleteRating(trx, ratings, linkId, userId))) {
    throw new NotFoundError(LINK_MESSAGES.NO_RATING);
  }
  if (!(await hasRatings(trx, ratings, linkId))) {
    await deleteLink(trx, table, linkId);
    return 'removed';
  }
  await refreshFigures(trx, kind, linkId);
  return 'withdrawn';
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

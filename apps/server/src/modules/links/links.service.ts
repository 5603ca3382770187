import type { Kysely, Transaction } from 'kysely';
import {
  AGENT_MESSAGES,
  IDEA_MESSAGES,
  ideaLinkAsMode,
  isRatingReversed,
  isThisFirstInMode,
  LINK_MESSAGES,
  linkPairKey,
  ratingForMode,
  ratingOfRelation,
  relationOfMode,
  SIMILAR_IDEAS_MESSAGES,
  type CreateLinkAgentAgentBody,
  type IdeaLinkTo,
  type CreateLinkIdeaAgentBody,
  type CreateLinkIdeaIdeaBody,
  type LinkAgentAgentDto,
  type LinkIdeaAgentDto,
  type LinkIdeaIdeaDto,
  type RateLinkIdeaIdeaBody,
  type WithdrawnLinkAgentAgent,
  type WithdrawnLinkIdeaAgent,
  type WithdrawnLinkIdeaIdea,
} from '@thoughtful/shared';
import type { LinkTouched, RecordedChanges, Writes } from '../../changes/changes';
import type { Database, Db, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { AccessPolicy } from '../access';
import { contentScopeOf } from '../classes';
import {
  findIdeaSummariesByIds,
  requireReadableIdea,
  requireReadableIdeas,
  toIdeaSummary,
} from '../ideas';
import { rateIdeaPair } from './idea-pair-rating';
import { toLinkAgentSummary, toLinkRatingDto } from './links.mappers';
import {
  countAgents,
  countIdeas,
  countRaters,
  findAgentSummaries,
  findLinkAgentAgent,
  findLinkIdeaAgent,
  findLinkIdeaIdea,
  findRating,
} from './links.repository';
import { findOrInsertLockedLink, rateLink, withdrawRating, type LinkKind } from './link-ratings';

/**
 * Links (content spec §3, §7; DESIGN.md §5). Creating a link records the creator's rating implied
 * by the mode; the same pair created again, in either direction, rates the existing link. The
 * link's figures are recomputed from its ratings in the same transaction.
 */
export interface LinksDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
}

export class LinksService {
  constructor(private readonly deps: LinksDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** `POST /api/linkIdeaIdeas`. The body is the pair cause-first (`linkIdeaIdeaBody`). */
  async createIdeaIdea(actor: UserRow, body: CreateLinkIdeaIdeaBody): Promise<LinkIdeaIdeaDto> {
    this.deps.access.requireUser(actor, 'link.create');
    if (body.ideaCause === body.ideaEffect) throw new BadRequestError(LINK_MESSAGES.SELF_LINK_IDEA);
    // The mode names which end is "this" screen's; putting it back through the mode table gives
    // the same cause-first pair and the rating the mode implies.
    const thisFirst = isThisFirstInMode(body.modeOnSubmit);
    const rating = ratingForMode(
      body.modeOnSubmit,
      thisFirst ? body.ideaCause : body.ideaEffect,
      thisFirst ? body.ideaEffect : body.ideaCause,
    );
    // A class's inTell is unknown outside it: no link to it from there.
    for (const end of [rating.ideaCause, rating.ideaEffect]) {
      await requireReadableIdea(this.db, actor, end);
    }
    const now = this.deps.clock().toISOString();
    const linkId = await this.deps.writes.transaction(async (trx, changes) => {
      if ((await countIdeas(trx, [rating.ideaCause, rating.ideaEffect])) !== 2) {
        throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
      }
      const link = await findOrInsertLockedLink(trx, 'link_idea_idea', {
        id: newId(),
        idea_cause: rating.ideaCause,
        idea_effect: rating.ideaEffect,
        pair_key: linkPairKey(rating.ideaCause, rating.ideaEffect),
        created_at: now,
      });
      const isReversed = isRatingReversed(link.idea_cause, rating.ideaCause);
      await rateLink(trx, 'ideaIdea', link.id, actor.id, { ...rating, isReversed }, now);
      changes.record({
        type: 'link.created',
        linkId: link.id,
        ideaIds: [link.idea_cause, link.idea_effect],
        agentIds: [],
      });
      return link.id;
    });
    return this.getIdeaIdea(linkId, actor);
  }

  /**
   * `POST /api/ideas`'s `linkTo` (issue 45): links the inTell just made inside `trx` to an
   * existing one as similar or as a synthesis, with the link route's own rules: the member may
   * create links, and may read the existing inTell (404 otherwise, and the caller's transaction,
   * undone, leaves no inTell either). The new inTell is the mode's "this" end, so the existing
   * one is the cause (`ideaLinkAsMode`). Answers the link's id.
   */
  async linkNewIdeaIn(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    newIdeaId: string,
    linkTo: IdeaLinkTo,
  ): Promise<string> {
    this.deps.access.requireUser(actor, 'link.create');
    if (linkTo.ideaId === newIdeaId) throw new BadRequestError(LINK_MESSAGES.SELF_LINK_IDEA);
    await requireReadableIdea(trx, actor, linkTo.ideaId, SIMILAR_IDEAS_MESSAGES.LINK_TO_NOT_FOUND);
    const { ideaCause, ideaEffect, ...rating } = ratingForMode(
      ideaLinkAsMode(linkTo.as),
      newIdeaId,
      linkTo.ideaId,
    );
    const now = this.deps.clock().toISOString();
    const linkId = await rateIdeaPair(trx, actor.id, { ideaCause, ideaEffect }, rating, now);
    changes.record({
      type: 'link.created',
      linkId,
      ideaIds: [ideaCause, ideaEffect],
      agentIds: [],
    });
    return linkId;
  }

  /**
   * `POST /api/linkIdeaIdeas/{id}/scale`: the reader's own rating of the link, from
   * its page, replacing his or her earlier one (DESIGN.md §5); the figures follow in the same
   * transaction. Students only inside an activity that asks for link ratings ('link.rate'), which
   * the link page is not.
   */
  async rateIdeaIdea(
    actor: UserRow,
    id: string,
    body: RateLinkIdeaIdeaBody,
  ): Promise<LinkIdeaIdeaDto> {
    this.deps.access.requireUser(actor, 'link.rate');
    const ends = await this.requireReadableEnds(actor, 'ideaIdea', id);
    const now = this.deps.clock().toISOString();
    // rateLink answers 404 for an unknown link: its row lock finds nothing.
    await this.deps.writes.transaction(async (trx, changes) => {
      await rateLink(
        trx,
        'ideaIdea',
        id,
        actor.id,
        {
          level: body.level,
          confidence: body.confidence ?? null,
          isSimilar: body.isSimilar === true,
          isComplex: body.isComplex === true,
          isReversed: body.isReversed === true,
        },
        now,
      );
      // A link's ends never change: those read for the access check name the change.
      changes.record({ type: 'link.rated', ...(ends ?? (await linkEnds(trx, 'ideaIdea', id))!) });
    });
    return this.getIdeaIdea(id, actor);
  }

  /**
   * `DELETE /api/linkIdeaIdeas/{id}/scale` and its two siblings: the reader withdraws
   * his or her own rating; the figures are recomputed from the others in the same transaction, and
   * a link left with no rating is removed (`{ link: null }`). Students are held to activities as
   * for rating ('link.rate'): the link pages are not one.
   */
  async withdrawIdeaIdea(actor: UserRow, id: string): Promise<WithdrawnLinkIdeaIdea> {
    return {
      link: await this.withdraw(actor, 'ideaIdea', id, () => this.getIdeaIdea(id, actor)),
    };
  }

  async withdrawIdeaAgent(actor: UserRow, id: string): Promise<WithdrawnLinkIdeaAgent> {
    return {
      link: await this.withdraw(actor, 'ideaAgent', id, () => this.getIdeaAgent(id, actor)),
    };
  }

  async withdrawAgentAgent(actor: UserRow, id: string): Promise<WithdrawnLinkAgentAgent> {
    return {
      link: await this.withdraw(actor, 'agentAgent', id, () => this.getAgentAgent(id, actor.id)),
    };
  }

  private async withdraw<T>(
    actor: UserRow,
    kind: LinkKind,
    id: string,
    read: () => Promise<T>,
  ): Promise<T | null> {
    this.deps.access.requireUser(actor, 'link.rate');
    await this.requireReadableEnds(actor, kind, id);
    const outcome = await this.deps.writes.transaction(async (trx, changes) => {
      const ends = await linkEnds(trx, kind, id);
      const result = await withdrawRating(trx, kind, id, actor.id);
      if (ends !== undefined) changes.record({ type: 'link.ratingWithdrawn', ...ends });
      return result;
    });
    if (outcome === 'removed') return null;
    try {
      return await read();
    } catch (error) {
      // Another member withdrew the last rating in between: the link is gone all the same.
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  /**
   * A link with an inTell end the actor may not read is unknown to her (404, as its page is):
   * checked before a rating is written or withdrawn, so nothing of a class's link changes from
   * outside the class. An unknown link passes, for the write to answer its own 404. Answers the
   * link's ends (undefined: unknown).
   */
  private async requireReadableEnds(
    actor: UserRow,
    kind: LinkKind,
    id: string,
  ): Promise<LinkTouched | undefined> {
    const ends = await linkEnds(this.db, kind, id);
    if (ends !== undefined) {
      await requireReadableIdeas(this.db, actor, ends.ideaIds, LINK_MESSAGES.NOT_FOUND);
    }
    return ends;
  }

  /** `POST /api/linkIdeaAgents`: 30/40 strengthen, 31/41 weaken; never reversed. */
  async createIdeaAgent(actor: UserRow, body: CreateLinkIdeaAgentBody): Promise<LinkIdeaAgentDto> {
    this.deps.access.requireUser(actor, 'link.create');
    // The body names both ends; the mode only adds which screen it came from and the level.
    const { level, confidence } = ratingOfRelation(relationOfMode(body.modeOnSubmit));
    const ideaId = body.idea;
    const agentId = body.agent;
    await requireReadableIdea(this.db, actor, ideaId);
    const now = this.deps.clock().toISOString();
    const linkId = await this.deps.writes.transaction(async (trx, changes) => {
      const [ideas, agents] = await Promise.all([
        countIdeas(trx, [ideaId]),
        countAgents(trx, [agentId]),
      ]);
      if (ideas !== 1) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
      if (agents !== 1) throw new NotFoundError(AGENT_MESSAGES.NOT_FOUND);
      const link = await findOrInsertLockedLink(trx, 'link_idea_agent', {
        id: newId(),
        idea_id: ideaId,
        agent_id: agentId,
        created_at: now,
      });
      await rateLink(
        trx,
        'ideaAgent',
        link.id,
        actor.id,
        { level, confidence, isSimilar: false, isComplex: false, isReversed: false },
        now,
      );
      changes.record({
        type: 'link.created',
        linkId: link.id,
        ideaIds: [link.idea_id],
        agentIds: [link.agent_id],
      });
      return link.id;
    });
    return this.getIdeaAgent(linkId, actor);
  }

  /** `POST /api/linkAgentAgents`. The body is the pair first-agent-first (`linkAgentAgentBody`). */
  async createAgentAgent(
    actor: UserRow,
    body: CreateLinkAgentAgentBody,
  ): Promise<LinkAgentAgentDto> {
    this.deps.access.requireUser(actor, 'link.create');
    if (body.agent1 === body.agent2) throw new BadRequestError(LINK_MESSAGES.SELF_LINK_AGENT);
    const thisFirst = isThisFirstInMode(body.modeOnSubmit);
    const rating = ratingForMode(
      body.modeOnSubmit,
      thisFirst ? body.agent1 : body.agent2,
      thisFirst ? body.agent2 : body.agent1,
    );
    const now = this.deps.clock().toISOString();
    const linkId = await this.deps.writes.transaction(async (trx, changes) => {
      if ((await countAgents(trx, [rating.agent1, rating.agent2])) !== 2) {
        throw new NotFoundError(AGENT_MESSAGES.NOT_FOUND);
      }
      const link = await findOrInsertLockedLink(trx, 'link_agent_agent', {
        id: newId(),
        agent1: rating.agent1,
        agent2: rating.agent2,
        pair_key: linkPairKey(rating.agent1, rating.agent2),
        created_at: now,
      });
      const isReversed = isRatingReversed(link.agent1, rating.agent1);
      await rateLink(trx, 'agentAgent', link.id, actor.id, { ...rating, isReversed }, now);
      changes.record({
        type: 'link.created',
        linkId: link.id,
        ideaIds: [],
        agentIds: [link.agent1, link.agent2],
      });
      return link.id;
    });
    return this.getAgentAgent(linkId, actor.id);
  }

  /**
   * `GET /api/linkIdeaIdeas/{id}`: the link page: both ends, the figures, how many members rated
   * it and how, and the reader's own rating.
   */
  async readIdeaIdea(actor: UserRow, id: string): Promise<LinkIdeaIdeaDto> {
    this.deps.access.requireUser(actor, 'link.read');
    return this.getIdeaIdea(id, actor);
  }

  /** The link as `readerId` sees it: a fixed number of indexed queries, whatever its ratings. */
  private async getIdeaIdea(id: string, reader: UserRow): Promise<LinkIdeaIdeaDto> {
    const link = await findLinkIdeaIdea(this.db, id);
    if (!link) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
    // A link with an end the reader may not see is unknown to her (both ends are its page).
    const scope = await contentScopeOf(this.db, reader);
    const [ideas, raters, mine] = await Promise.all([
      findIdeaSummariesByIds(this.db, [link.idea_cause, link.idea_effect], scope),
      countRaters(this.db, 'link_idea_idea_ratings', id),
      findRating(this.db, 'link_idea_idea_ratings', id, reader.id),
    ]);
    const [cause, effect] = ideas;
    if (!cause || !effect) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
    return {
      _id: link.id,
      date: link.created_at,
      ideaCause: toIdeaSummary(cause),
      ideaEffect: toIdeaSummary(effect),
      significanceSupportOppose: link.significance_support_oppose,
      significanceSimilar: link.significance_similar,
      significanceComplex: link.significance_complex,
      avgLevelSupportOppose: link.avg_level_support_oppose,
      avgLevelReversed: link.avg_level_reversed,
      raters,
      myRating: mine ? toLinkRatingDto(mine) : null,
    };
  }

  /** `GET /api/linkIdeaAgents/{id}`. */
  async readIdeaAgent(actor: UserRow, id: string): Promise<LinkIdeaAgentDto> {
    this.deps.access.requireUser(actor, 'link.read');
    return this.getIdeaAgent(id, actor);
  }

  private async getIdeaAgent(id: string, reader: UserRow): Promise<LinkIdeaAgentDto> {
    const link = await findLinkIdeaAgent(this.db, id);
    if (!link) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
    const scope = await contentScopeOf(this.db, reader);
    const [[idea], [agent], mine] = await Promise.all([
      findIdeaSummariesByIds(this.db, [link.idea_id], scope),
      findAgentSummaries(this.db, [link.agent_id]),
      findRating(this.db, 'link_idea_agent_ratings', id, reader.id),
    ]);
    if (!idea || !agent) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
    return {
      _id: link.id,
      date: link.created_at,
      idea: toIdeaSummary(idea),
      agent: toLinkAgentSummary(agent),
      avgLevel: link.avg_level,
      myRating: mine ? toLinkRatingDto(mine) : null,
    };
  }

  /** `GET /api/linkAgentAgents/{id}`. */
  async readAgentAgent(actor: UserRow, id: string): Promise<LinkAgentAgentDto> {
    this.deps.access.requireUser(actor, 'link.read');
    return this.getAgentAgent(id, actor.id);
  }

  private async getAgentAgent(id: string, readerId: string): Promise<LinkAgentAgentDto> {
    const link = await findLinkAgentAgent(this.db, id);
    if (!link) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
    const [agents, mine] = await Promise.all([
      findAgentSummaries(this.db, [link.agent1, link.agent2]),
      findRating(this.db, 'link_agent_agent_ratings', id, readerId),
    ]);
    const agent1 = agents.find((a) => a.id === link.agent1);
    const agent2 = agents.find((a) => a.id === link.agent2);
    if (!agent1 || !agent2) throw new NotFoundError(LINK_MESSAGES.NOT_FOUND);
    return {
      _id: link.id,
      date: link.created_at,
      agent1: toLinkAgentSummary(agent1),
      agent2: toLinkAgentSummary(agent2),
      significanceSimilar: link.significance_similar,
      significanceSupportOppose: link.significance_support_oppose,
      avgLevelSupportOppose: link.avg_level_support_oppose,
      myRating: mine ? toLinkRatingDto(mine) : null,
    };
  }
}

/** A link and its two ends, as a change names them; undefined for an unknown link. */
async function linkEnds(db: Db, kind: LinkKind, id: string): Promise<LinkTouched | undefined> {
  if (kind === 'ideaIdea') {
    const row = await db
      .selectFrom('link_idea_idea')
      .select(['idea_cause', 'idea_effect'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { linkId: id, ideaIds: [row.idea_cause, row.idea_effect], agentIds: [] };
  }
  if (kind === 'ideaAgent') {
    const row = await db
      .selectFrom('link_idea_agent')
      .select(['idea_id', 'agent_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { linkId: id, ideaIds: [row.idea_id], agentIds: [row.agent_id] };
  }
  const row = await db
    .selectFrom('link_agent_agent')
    .select(['agent1', 'agent2'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { linkId: id, ideaIds: [], agentIds: [row.agent1, row.agent2] };
}

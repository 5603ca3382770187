import type { Kysely } from 'kysely';
import {
  agentNotFoundMessage,
  AUTH_MESSAGES,
  IDEA_MESSAGES,
  LINK_MESSAGES,
  REPUTATION_POINTS,
  type AddIdeaScaleBody,
  type IdeaDto,
} from '@thoughtful/shared';
import type { FullTextSearch } from '../../db/full-text-search';
import type { Database, UserRow } from '../../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { findAgentNames } from '../agents/agents.repository';
import { rateLinkIdeaIdea } from '../links/links.service';
import { findLinkIdeaIdea } from '../links/links.repository';
import {
  changeReputation,
  insertIdeaScale,
  updateIdeaScale,
  type IdeaScaleValues,
} from './idea-scales.repository';
import { findIdeaPoster, ideaExists } from './ideas.repository';
import { IdeasService } from './ideas.service';

function toValues(body: AddIdeaScaleBody): IdeaScaleValues {
  return {
    my_emotion: body.myEmotion,
    author_intent: body.authorIntent,
    sound: body.sound,
    good_faith: body.goodFaith,
    heart_of_issue: body.heartOfIssue,
    divisive: body.divisive,
    have_changed: body.haveChanged,
    would_change: body.wouldChange,
    answer_questions: body.answerQuestions,
    public_engagement: body.publicEngagement,
    note: body.note ?? '',
    why_manipulative: body.whyManipulative ?? '',
    my_expertise: body.myExpertise ?? '',
    other_side: body.otherSide ?? '',
    solution: body.solution ?? '',
    confidence: body.confidence,
    value_codes: JSON.stringify(body.values),
    values_agent: body.valuesAgent,
    idea_created: body.ideaCreated,
    activity_type: body.activityType ?? null,
  };
}

/**
 * Interpretations of inTells (content §3 'Scale', §7 `POST /api/ideas/scale/{ideaId}`). One per
 * member and inTell: a later one replaces it, unless the request says it cannot overwrite. The
 * first gives reputation, each change takes some away (DESIGN.md §6), in the same transaction,
 * except on the member's own inTell, which earns nothing. An optional link rating
 * (`addLinkIdeaIdeaScale`) is stored with it and the link's figures follow.
 */
export class IdeaScalesService {
  private readonly ideas: IdeasService;

  constructor(
    private readonly db: Kysely<Database>,
    search: FullTextSearch,
    private readonly options: { education: boolean },
  ) {
    this.ideas = new IdeasService(db, search);
  }

  async add(actor: UserRow, ideaId: string, body: AddIdeaScaleBody): Promise<IdeaDto> {
    const poster = await findIdeaPoster(this.db, ideaId);
    if (poster === undefined) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
    // Students may not rate links (DESIGN.md §3), so not through an interpretation either. The
    // activities that ask a student for a link rating pass their own way in (content §5).
    if (body.addLinkIdeaIdeaScale && this.options.education && actor.is_student === 1) {
      throw new ForbiddenError(AUTH_MESSAGES.STUDENTS_FORBIDDEN);
    }
    const problems: string[] = [];
    if (body.valuesAgent !== null) {
      const names = await findAgentNames(this.db, [body.valuesAgent]);
      if (!names.has(body.valuesAgent)) problems.push(agentNotFoundMessage(body.valuesAgent));
    }
    if (body.ideaCreated !== null && !(await ideaExists(this.db, body.ideaCreated))) {
      problems.push(IDEA_MESSAGES.IDEA_CREATED_NOT_FOUND);
    }
    const linkRating = body.addLinkIdeaIdeaScale ?? null;
    const link = linkRating ? await findLinkIdeaIdea(this.db, linkRating.id) : undefined;
    if (linkRating && !link) problems.push(LINK_MESSAGES.NOT_FOUND);
    if (link && link.idea_cause !== ideaId && link.idea_effect !== ideaId) {
      problems.push(IDEA_MESSAGES.LINK_NOT_OF_IDEA);
    }
    if (problems.length > 0) throw new BadRequestError(problems);

    const now = new Date().toISOString();
    const values = toValues(body);
    await this.db.transaction().execute(async (trx) => {
      // Insert first and let the primary key decide: a read-then-write let concurrent first
      // interpretations all through on PostgreSQL.
      const first = await insertIdeaScale(trx, ideaId, actor.id, values, now);
      if (!first) {
        if (body.cannotOverwriteExisting) {
          throw new ConflictError(IDEA_MESSAGES.ALREADY_INTERPRETED);
        }
        await updateIdeaScale(trx, ideaId, actor.id, values, now);
      }
      if (poster !== actor.id) {
        await changeReputation(trx, actor.id, first ? 'first' : 'change', {
          first: REPUTATION_POINTS.FIRST_INTERPRETATION,
          penalty: REPUTATION_POINTS.CHANGE_PENALTY,
          minimum: REPUTATION_POINTS.MINIMUM,
        });
      }
      if (link && linkRating) {
        await rateLinkIdeaIdea(
          trx,
          link.id,
          actor.id,
          {
            level: linkRating.level,
            confidence: linkRating.confidence ?? null,
            isSimilar: linkRating.isSimilar ?? false,
            isComplex: linkRating.isComplex ?? false,
            // Given by the client as it sees the link; kept as sent.
            isReversed: linkRating.isReversed ?? false,
          },
          now,
        );
      }
    });
    return this.ideas.get(ideaId, actor.id);
  }
}

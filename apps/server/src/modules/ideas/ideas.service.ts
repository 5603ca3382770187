import type { Kysely, Transaction } from 'kysely';
import {
  agentNotFoundMessage,
  IDEA_MESSAGES,
  ideaVariant,
  normalizeMediaUrl,
  normalizeProxyLevel,
  normalizeWebUrl,
  publicName,
  RESPONSIBILITY_SLIDER,
  simpleIdeaKind,
  validateFullIdea,
  validateKeyPoint,
  validateQuote,
  validateSimpleIdea,
  validateWebIdea,
  type AgentRefInput,
  type CreateIdeaBody,
  type CreateKeyPointBody,
  type CreateQuoteBody,
  type ContentLanguage,
  type IdeaLinkTo,
  isContentLanguage,
} from '@thoughtful/shared';
import type { RecordedChanges, Writes } from '../../changes/changes';
import type { FullTextSearch } from '../../db/full-text-search';
import type { Database, Db, IdeaAgentRole, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { detectContentLanguage, languageSample } from './content-language';
import type { AccessPolicy, ActivityContext } from '../access';
import { ensureMemberAgent, findAgentNames } from '../agents';
import {
  findIdeaAgents,
  findIdeaById,
  ideaExists,
  insertIdea,
  newIdeaRow,
  requireReadableIdea,
  type IdeaAgentLink,
} from './ideas.repository';

export interface IdeasDeps {
  db: Kysely<Database>;
  writes: Writes;
  search: FullTextSearch;
  access: AccessPolicy;
  clock: () => Date;
  /** The installation's language: an inTell's when neither it nor its author tells (issue 44). */
  defaultLanguage: ContentLanguage;
  /**
   * Links a new inTell to an existing one inside the creating transaction (`linkTo`, issue 45):
   * the links module's `linkNewIdeaIn`, handed in by the composition root (links depend on
   * ideas, not the other way round).
   */
  linkNewIdea: (
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    newIdeaId: string,
    linkTo: IdeaLinkTo,
  ) => Promise<unknown>;
}

/**
 * The language an inTell is taken to be in when its text does not tell: its author's own, once
 * members choose one (`users.language`, issue 44), else the installation's.
 */
export function authorsLanguage(actor: UserRow, installation: ContentLanguage): ContentLanguage {
  const own = 'language' in actor ? actor.language : undefined;
  return isContentLanguage(own) ? own : installation;
}

/**
 * What an activity tells a write it makes (DESIGN.md §8): itself, for the access policy (a student
 * adds content only inside an enabled activity that asks for it), and the create flow's options.
 */
export interface ContentContext {
  activity?: ActivityContext;
  /** The activity's `newInTellSelfEvaluate`: direct text over 60 characters needs a title. */
  selfEvaluation?: boolean;
}

/**
 * The class what `actor` adds through an activity belongs to (DESIGN.md §10 'Privacy'): a
 * student's content made in a class's activity is that class's; anyone else's stays public.
 */
export function classOfContent(
  actor: UserRow,
  activity: ActivityContext | undefined,
): string | null {
  return actor.is_student && activity?.classId ? activity.classId : null;
}

/** The same agent named twice in one list counts once, at its first place. */
function uniqueRefs(refs: readonly AgentRefInput[] | null | undefined): AgentRefInput[] {
  const byId = new Map<string, AgentRefInput>();
  for (const ref of refs ?? []) if (!byId.has(ref._id)) byId.set(ref._id, ref);
  return [...byId.values()];
}

/** The body with every field present: absent text is '', absent flags false. */
function withDefaults(body: CreateIdeaBody) {
  return {
    myPoint: body.myPoint ?? '',
    myContent: body.myContent ?? '',
    text: body.text ?? '',
    image: body.image ?? '',
    url: body.url ?? '',
    isPdf: body.isPdf ?? false,
    isVideo: body.isVideo ?? false,
    frameContext: body.frameContext ?? '',
    frameResolution: body.frameResolution ?? '',
    myConcern: body.myConcern ?? '',
    criticConcern: body.criticConcern ?? '',
    criticContent: body.criticContent ?? '',
    errorCorrection: body.errorCorrection ?? '',
    proxyLevel: body.proxyLevel ?? RESPONSIBILITY_SLIDER.UNSET,
    atCore: body.atCore ?? false,
    goodIntentLevel: body.goodIntentLevel ?? 0,
  };
}

export class IdeasService {
  constructor(private readonly deps: IdeasDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get search() {
    return this.deps.search;
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /** The language the author gave, else the one her text is in (issue 44). */
  private languageOf(
    actor: UserRow,
    given: string | null | undefined,
    text: readonly string[],
  ): string {
    if (given) return given;
    return detectContentLanguage(
      languageSample(text),
      authorsLanguage(actor, this.deps.defaultLanguage),
    );
  }

  /**
   * `POST /api/ideas`, either variant of content §7. Every problem is listed: the spec's checks
   * of the variant in order, then waveMakers or a quoted inTell that do not exist. The member's
   * own waveMaker is created with their first idea; it is the author unless the simple variant
   * names other authors. With `linkTo` the new inTell is linked to that one in the same
   * transaction; when the link is refused, nothing is posted.
   */
  async create(actor: UserRow, body: CreateIdeaBody): Promise<string> {
    this.deps.access.requireUser(actor, 'idea.create');
    const { linkTo } = body;
    if (linkTo) this.deps.access.requireUser(actor, 'link.create');
    return this.deps.writes.transaction(async (trx, changes) => {
      const id = await this.createIn(trx, changes, actor, body);
      // Posted linked as similar or as a synthesis (issue 45): both or neither.
      if (linkTo) await this.deps.linkNewIdea(trx, changes, actor, id, linkTo);
      return id;
    });
  }

  /**
   * `create` inside the caller's transaction (an activity's completion adds its inTell this way):
   * asks the policy with the activity, checks, writes, and answers the new inTell's id.
   */
  async createIn(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    body: CreateIdeaBody,
    context: ContentContext = {},
  ): Promise<string> {
    this.deps.access.requireUser(actor, 'idea.create', { activity: context.activity });
    const variant = ideaVariant(body);
    const v = withDefaults(body);
    const authors = uniqueRefs(body.agents);
    const players = uniqueRefs(body.players);
    const proxies = uniqueRefs(body.proxySources);

    const problems: string[] = [];
    if (variant === 'full') {
      problems.push(...validateFullIdea(v).map((e) => e.msg));
      if (body.agents !== undefined && body.agents !== null) {
        problems.push(IDEA_MESSAGES.AGENTS_WITH_FRAME);
      }
    } else {
      const kind = simpleIdeaKind(v);
      const errors =
        kind === 'web' || kind === 'video'
          ? // Naming no author means the member presents the page as their own
            // (docs/decisions/2026-11-21-intells-and-wavemakers.md 'inTell variants').
            validateWebIdea({ ...v, kind }, { authorClaimed: authors.length === 0 })
          : validateSimpleIdea(
              { ...v, mode: kind },
              { selfEvaluation: context.selfEvaluation === true },
            );
      problems.push(...errors.map((e) => e.msg));
    }
    problems.push(...(await this.missingReferences(trx, [...authors, ...players, ...proxies])));
    if (body.ideaReferenced && !(await ideaExists(trx, body.ideaReferenced))) {
      problems.push(IDEA_MESSAGES.REFERENCED_NOT_FOUND);
    }
    if (problems.length > 0) throw new BadRequestError(problems);

    const id = newId();
    const full = variant === 'full';
    const classId = classOfContent(actor, context.activity);
    // Public content makes the member's own waveMaker (even when it names other authors).
    const own = classId === null ? await this.ensureOwnAgent(trx, changes, actor) : null;
    const links: IdeaAgentLink[] = [];
    const add = (refs: { _id: string }[], role: IdeaAgentRole) =>
      refs.forEach((ref, position) => links.push({ agentId: ref._id, role, position }));
    if (authors.length > 0 && !full) add(authors, 'author');
    else if (own) add([{ _id: own.id }], 'author');
    add(players, 'player');
    add(proxies, 'proxy');
    await insertIdea(
      trx,
      this.search,
      {
        id,
        user_id: actor.id,
        my_point: v.myPoint,
        my_content: v.myContent,
        text: v.text,
        image: v.image === '' ? '' : (normalizeMediaUrl(v.image) ?? ''),
        is_pdf: v.isPdf ? 1 : 0,
        is_video: v.isVideo ? 1 : 0,
        url: v.url === '' ? '' : (normalizeWebUrl(v.url) ?? ''),
        frame_context: full ? v.frameContext : '',
        frame_resolution: full ? v.frameResolution : '',
        my_concern: full ? v.myConcern : '',
        critic_concern: full ? v.criticConcern : '',
        critic_content: full ? v.criticContent : '',
        error_correction: full ? v.errorCorrection : '',
        proxy_level: full ? normalizeProxyLevel(v.proxyLevel) : RESPONSIBILITY_SLIDER.UNSET,
        at_core: full && v.atCore ? 1 : 0,
        idea_referenced: body.ideaReferenced ?? null,
        good_intent_level: v.goodIntentLevel,
        created_at: this.now(),
        class_id: classId,
        language: this.languageOf(actor, body.language, [v.myPoint, v.myContent, v.text]),
      },
      links,
    );
    changes.record({
      type: 'idea.created',
      ideaId: id,
      referencedIdeaId: body.ideaReferenced ?? null,
    });
    return id;
  }

  /**
   * The member's own waveMaker, made with her first public inTell of her own words. Content made
   * in a class has none: the waveMaker is public, named after her, and made at the moment of that
   * inTell, so it would pair a classmate's pseudonym with her account
   * (docs/decisions/2026-12-05-what-each-reader-learns.md).
   */
  private ensureOwnAgent(db: Db, changes: RecordedChanges, actor: UserRow) {
    return ensureMemberAgent(
      db,
      this.search,
      { id: actor.id, name: publicName(actor.name) },
      (agent) => changes.record({ type: 'agent.created', agentId: agent.id, memberId: actor.id }),
    );
  }

  /**
   * `POST /api/ideas/{id}/quotes`: a quote of inTell {id}, word for word from it, and with it a
   * key point summing up the quote when one is given. The quote's words are its source's: it
   * carries the source's authors. The key point's words are the member's: their own waveMaker is
   * its author. Answers the quote's id (its `quotes` hold the key point).
   */
  async createQuote(actor: UserRow, sourceId: string, body: CreateQuoteBody): Promise<string> {
    this.deps.access.requireUser(actor, 'idea.create');
    if (body.keyPoint) this.deps.access.requireUser(actor, 'keyPoint.create');
    await requireReadableIdea(this.db, actor, sourceId);
    const source = await findIdeaById(this.db, sourceId);
    if (!source) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
    const keyPoint = body.keyPoint ?? '';
    const problems = validateQuote(
      { text: body.text, keyPoint },
      {
        myPoint: source.my_point,
        myContent: source.my_content,
        text: source.text,
        url: source.url,
        isPdf: source.is_pdf === 1,
        isVideo: source.is_video === 1,
      },
    );
    if (problems.length > 0) throw new BadRequestError(problems.map((p) => p.msg));

    const sourceAuthors = (await findIdeaAgents(this.db, source.id)).filter(
      (a) => a.role === 'author',
    );
    const quoteId = newId();
    await this.deps.writes.transaction(async (trx, changes) => {
      await insertIdea(
        trx,
        this.search,
        newIdeaRow({
          id: quoteId,
          user_id: actor.id,
          text: body.text,
          idea_referenced: sourceId,
          created_at: this.now(),
          // Word for word from its source, so in its language.
          language: source.language,
        }),
        sourceAuthors.map((a, position) => ({ agentId: a.agent_id, role: 'author', position })),
      );
      changes.record({ type: 'idea.created', ideaId: quoteId, referencedIdeaId: sourceId });
      if (keyPoint !== '') {
        await this.insertKeyPoint(trx, changes, actor, quoteId, keyPoint);
      }
    });
    return quoteId;
  }

  /** `POST /api/ideas/{id}/keyPoints`: a key point summing up inTell {id}; answers its id. */
  async createKeyPoint(
    actor: UserRow,
    sourceId: string,
    body: CreateKeyPointBody,
  ): Promise<string> {
    this.deps.access.requireUser(actor, 'keyPoint.create');
    return this.deps.writes.transaction((trx, changes) =>
      this.createKeyPointIn(trx, changes, actor, sourceId, body.myPoint),
    );
  }

  /**
   * `createKeyPoint` inside the caller's transaction (activity 13 adds its key point this way);
   * answers the key point's id.
   */
  async createKeyPointIn(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    sourceId: string,
    myPoint: string,
    context: ContentContext = {},
  ): Promise<string> {
    this.deps.access.requireUser(actor, 'keyPoint.create', { activity: context.activity });
    await requireReadableIdea(trx, actor, sourceId);
    const problems = validateKeyPoint(myPoint);
    if (problems.length > 0) throw new BadRequestError(problems.map((p) => p.msg));
    return this.insertKeyPoint(
      trx,
      changes,
      actor,
      sourceId,
      myPoint,
      classOfContent(actor, context.activity),
    );
  }

  private async insertKeyPoint(
    trx: Kysely<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    sourceId: string,
    myPoint: string,
    classId: string | null = null,
  ): Promise<string> {
    const id = newId();
    const authors =
      classId === null ? [{ agentId: (await this.ensureOwnAgent(trx, changes, actor)).id }] : [];
    await insertIdea(
      trx,
      this.search,
      newIdeaRow({
        id,
        user_id: actor.id,
        my_point: myPoint.trim(),
        idea_referenced: sourceId,
        created_at: this.now(),
        class_id: classId,
        language: this.languageOf(actor, null, [myPoint]),
      }),
      authors.map(({ agentId }) => ({ agentId, role: 'author' as const, position: 0 })),
    );
    changes.record({ type: 'idea.created', ideaId: id, referencedIdeaId: sourceId });
    return id;
  }

  /** One message per named waveMaker that does not exist, checked in one query. */
  private async missingReferences(db: Db, refs: AgentRefInput[]): Promise<string[]> {
    const names = await findAgentNames(
      db,
      refs.map((r) => r._id),
    );
    const missing = refs.filter((r) => !names.has(r._id));
    return [...new Set(missing.map((r) => agentNotFoundMessage(r.name?.trim() || r._id)))];
  }
}

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
  IdeaDto,
  IdeaScale,
  IdeaScaleAggregates,
  type IdeaListQuery,
  IdeaSummaryList,
} from '@thoughtful/shared';
import {
  readContentVersions,
  VersionedCache,
  type ContentVersions,
} from '../../db/content-versions';
import type { DialectName } from '../../db/database';
import { searchTerms, type FullTextSearch } from '../../db/full-text-search';
import type { Database, Db, IdeaAgentRole, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { FlushedJson, SharedJson } from '../../http/spliced-gzip';
import { newId } from '../../lib/ids';
import type { AccessPolicy, ActivityContext, ActorRow } from '../access';
import { ensureMemberAgent, findAgentNames } from '../agents';
import {
  findIdeaScale,
  readIdeaScaleAggregates,
  storedAggregatesOf,
  toIdeaScale,
} from '../interpretations';
import { toLinkedAgentOfIdea, toLinkedIdea } from '../links';
import {
  findIdeaSummariesByIds,
  listLatestIdeaSummaries,
  toIdeaQuote,
  toIdeaSummary,
  type IdeaSummaryRow,
} from './idea-summaries';
import { readIdeaPublicRows } from './idea-public-rows';
import { toIdeaPublic, type IdeaPublic } from './ideas.mappers';
import {
  findIdeaAgents,
  findFreshIdeaParts,
  findIdeaById,
  ideaExists,
  insertIdea,
  newIdeaRow,
  type IdeaAgentLink,
} from './ideas.repository';

export interface IdeasDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  search: FullTextSearch;
  access: AccessPolicy;
  clock: () => Date;
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

/** A list of summaries as the route sends it, checked against its schema. */
function summariesJson(rows: readonly IdeaSummaryRow[]): string {
  return JSON.stringify(IdeaSummaryList.parse(rows.map(toIdeaSummary)));
}

/** The shared part's schema: what every reader sees alike (the per-reader fields are `partsFor`'s). */
const IdeaPublicDto = IdeaDto.omit({ myScale: true, scaleAggregates: true, scaleCount: true });

/** How many list sizes of the latest inTells are kept (limitSize is 1 … 100). */
const LATEST_SIZES_KEPT = 100;

/** How many searches' results are kept (per server). */
export const SEARCHES_KEPT = 2_000;
/**
 * How many searches' answers (their summaries' JSON) are kept per server, and at most how many
 * bytes of them: ten summaries are 2–4 KB, so about 2,000 searches of ten fit.
 */
export const SEARCH_ANSWERS_KEPT = { entries: SEARCHES_KEPT, bytes: 8 * 1024 * 1024 };

/**
 * How many inTells' public parts are kept (per server), and at most how many bytes of them: the
 * busiest inTell's is about 56 KB (docs/benchmarks.md), a plain one 2–3 KB.
 */
export const PUBLIC_PARTS_KEPT = { entries: 5_000, bytes: 16 * 1024 * 1024 };
/** InTells whose aggregates' JSON is kept (about 3 KB each with its key), the oldest going first. */
export const AGGREGATES_KEPT = 2_000;

/** An inTell's answer in the parts `sendSplicedJson` puts together (see `readParts`). */
export interface IdeaParts {
  head: string;
  middle: FlushedJson;
  shared: SharedJson;
}

export class IdeasService {
  private readonly searches = new VersionedCache<string[]>(SEARCHES_KEPT);
  /** Searches' answers as the route sends them, while both counters stand still. */
  private readonly searchAnswers = new VersionedCache<string>(SEARCH_ANSWERS_KEPT.entries, {
    of: (json) => Buffer.byteLength(json),
    max: SEARCH_ANSWERS_KEPT.bytes,
  });
  /** Public parts being built, by version and inTell (see `publicPartBuilt`). */
  private readonly building = new Map<string, Promise<SharedJson>>();
  /** InTells' aggregates as checked JSON, at the stored row's text (see `aggregatesJson`). */
  private readonly aggregatesKept = new VersionedCache<FlushedJson>(AGGREGATES_KEPT);
  /** The latest inTells' JSON per list size (the home screen asks for one or two sizes). */
  private readonly latest = new VersionedCache<string>(LATEST_SIZES_KEPT);
  private readonly publicParts = new VersionedCache<SharedJson>(PUBLIC_PARTS_KEPT.entries, {
    // The UTF-8 bytes, and about a sixth more once deflated.
    of: (part) => Math.ceil(part.bytes.length * 1.2),
    max: PUBLIC_PARTS_KEPT.bytes,
  });

  constructor(private readonly deps: IdeasDeps) {}

  /** Drops this server's kept inTells and lists (when the writes counter could not be raised). */
  forgetKept(): void {
    this.latest.clear();
    this.searchAnswers.clear();
    this.publicParts.clear();
    this.aggregatesKept.clear();
  }

  private get db() {
    return this.deps.db;
  }

  private get search() {
    return this.deps.search;
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /**
   * `GET /api/ideas` as the JSON the route sends, checked against `IdeaSummaryList`: a search
   * when searchString is given, else the latest ideas. Both are the same for every reader and are
   * kept (the latest per size, a search per words and size) while the 'writes' and 'ideas'
   * counters stand still (decisions.md 'An inTell's public part kept per server', 'Searches'
   * answers kept'): no statement but the member's row instead of the list's queries and checks. `versions` are the counters as read
   * before this call (with the member's row, `authenticate`); read here when not given.
   */
  async listJson(
    actor: ActorRow,
    query: IdeaListQuery,
    versions?: ContentVersions,
  ): Promise<string> {
    this.deps.access.requireUser(actor, 'idea.read');
    const counters = versions ?? (await readContentVersions(this.db));
    if (query.searchString !== undefined)
      return this.searchJson(query.searchString, query.limitSize, counters);
    // Kept at both counters, as searches are: a new inTell raises 'ideas' in its own transaction,
    // so it shows in every server's next list even if the 'writes' raise after it failed.
    const version = `${counters.writes} ${counters.ideas}`;
    const kept = this.latest.get(String(query.limitSize), version);
    if (kept !== undefined) return kept;
    const json = summariesJson(await listLatestIdeaSummaries(this.db, query.limitSize));
    this.latest.set(String(query.limitSize), version, json);
    return json;
  }

  /**
   * A search's answer, kept at both counters read together: 'writes' because the summaries show
   * what any write may change (an author's name, say); 'ideas', raised in the transaction that
   * adds an inTell, so a new inTell shows in every server's next search even if the 'writes'
   * raise after it failed. The ids it found, kept at the 'ideas' counter alone, outlive other
   * writes (`searchIds`). The counters are read before the summaries: a write landing in between
   * leaves a copy newer than its version, which the raised counter then ends.
   */
  private async searchJson(
    searchString: string,
    limit: number,
    { ideas, writes }: ContentVersions,
  ): Promise<string> {
    const terms = searchTerms(searchString);
    if (terms.length === 0) return summariesJson([]);
    const key = `${limit} ${terms.join(' ')}`;
    const version = `${writes} ${ideas}`;
    const kept = this.searchAnswers.get(key, version);
    if (kept !== undefined) return kept;
    const ids = await this.searchIds(key, ideas, searchString, limit);
    const json = summariesJson(await findIdeaSummariesByIds(this.db, ids));
    this.searchAnswers.set(key, version, json);
    return json;
  }

  /**
   * The ids a search finds, best first, kept per search words while no inTell was added
   * (decisions.md 'Caches several servers can share'): what a search finds changes only with a
   * new inTell (inTells are never edited or deleted), and ranking is most of a search's time
   * (docs/benchmarks.md). `ideas` is the counter as the caller read it.
   */
  private async searchIds(
    key: string,
    ideas: number,
    searchString: string,
    limit: number,
  ): Promise<string[]> {
    const kept = this.searches.get(key, ideas);
    if (kept !== undefined) return kept;
    const ids = await this.search.searchIdeas(this.db, searchString, limit);
    this.searches.set(key, ideas, ids);
    return ids;
  }

  /**
   * `GET /api/ideas/{id}` as the JSON the route sends, already checked against `IdeaDto`, in two
   * parts: `head`, read fresh for each request (the reader's own interpretation, and the inTell's
   * aggregates and count of interpretations: one statement of primary-key reads), and `shared`, the rest, the
   * same for every reader. The shared part is kept per inTell while the database's 'writes'
   * counter stands still; every request that may have written raises the counter before its
   * answer leaves (app.ts), so a writer's next read, on any server, is built afresh. An
   * interpretation changes only the head's parts, so it leaves the counter alone (decisions.md
   * 'An inTell's public part kept per server', docs/benchmarks.md).
   */
  async readParts(actor: ActorRow, id: string): Promise<IdeaParts> {
    this.deps.access.requireUser(actor, 'idea.read');
    return this.partsFor(id, actor.id);
  }

  /** `readParts` for a member the caller has already let in (the answer to an interpretation). */
  async partsFor(id: string, viewerId: string): Promise<IdeaParts> {
    // The counters are read before the inTell: a write that lands in between makes this copy one
    // that the next read, seeing a raised counter, does not use. The 'writes' counter ends every
    // kept inTell; the inTell's own version only its copies (a link's rating raises it).
    // With the viewer's own interpretation, in one query: one round trip, not two.
    const fresh = await findFreshIdeaParts(this.db, id, viewerId);
    if (fresh === undefined) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
    const { writes, keptVersion, aggregatesRow, mine } = fresh;
    // One entry per inTell: a newer version replaces the copy of an older one.
    const version = `${writes} ${keptVersion}`;
    const shared = this.publicParts.get(id, version) ?? (await this.publicPartBuilt(id, version));
    const myScale = mine ? JSON.stringify(IdeaScale.parse(toIdeaScale(mine))) : 'null';
    return {
      head: `{"myScale":${myScale},`,
      middle: this.aggregatesJson(id, aggregatesRow),
      shared,
    };
  }

  /**
   * `"scaleAggregates":…,"scaleCount":n,` for an inTell's stored aggregates row, read, checked,
   * written and deflated once per change of the row: the row's own text is the version (the
   * checks and the JSON were a fifth of an inTell read's time when done for every request).
   */
  private aggregatesJson(id: string, row: Parameters<typeof storedAggregatesOf>[0]): FlushedJson {
    const signature = Object.values(row).join('\u0001');
    const kept = this.aggregatesKept.get(id, signature);
    if (kept !== undefined) return kept;
    const stored = storedAggregatesOf(row);
    const json = new FlushedJson(
      `"scaleAggregates":${JSON.stringify(IdeaScaleAggregates.parse(stored.aggregates))},"scaleCount":${stored.count},`,
    );
    this.aggregatesKept.set(id, signature, json);
    return json;
  }

  /**
   * The public part being built at this version, built once however many readers ask at once
   * (after a write, a busy inTell's readers all miss together).
   */
  private publicPartBuilt(id: string, version: string): Promise<SharedJson> {
    const building = `${version} ${id}`;
    let pending = this.building.get(building);
    if (pending === undefined) {
      pending = this.buildPublicPart(id, version).finally(() => this.building.delete(building));
      this.building.set(building, pending);
    }
    return pending;
  }

  /** Builds, checks and keeps an inTell's public part (see `readParts`): its JSON after `{`. */
  private async buildPublicPart(id: string, version: string): Promise<SharedJson> {
    const checked = IdeaPublicDto.parse(await this.readPublic(id));
    const shared = new SharedJson(JSON.stringify(checked).slice(1));
    this.publicParts.set(id, version, shared);
    return shared;
  }

  /**
   * An inTell as `viewerId` sees it: with their own interpretation and the stored aggregates of
   * all of them, never the interpretations themselves (decisions.md 'Data and speed').
   */
  async get(id: string, viewerId: string | null = null): Promise<IdeaDto> {
    const [idea, myScale, stored] = await Promise.all([
      this.readPublic(id),
      viewerId === null ? undefined : findIdeaScale(this.db, id, viewerId),
      readIdeaScaleAggregates(this.db, id),
    ]);
    return {
      ...idea,
      myScale: myScale ? toIdeaScale(myScale) : null,
      scaleAggregates: stored.aggregates,
      scaleCount: stored.count,
    };
  }

  /** The part of an inTell every reader sees alike (`get` without the per-reader fields). */
  private async readPublic(id: string): Promise<IdeaPublic> {
    const rows = await readIdeaPublicRows(this.db, this.deps.dialect, id);
    if (rows?.author === undefined) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
    return toIdeaPublic(rows.idea, rows.author, rows.agents, {
      linkedIdeas: rows.linkedIdeas.map(toLinkedIdea),
      linkedAgents: rows.linkedAgents.map(toLinkedAgentOfIdea),
      quotes: rows.quotes.map(toIdeaQuote),
    });
  }

  /**
   * `POST /api/ideas`, either variant of content §7. Every problem is listed: the spec's checks
   * of the variant in order, then waveMakers or a quoted inTell that do not exist. The member's
   * own waveMaker is created with their first idea; it is the author unless the simple variant
   * names other authors.
   */
  async create(actor: UserRow, body: CreateIdeaBody): Promise<IdeaDto> {
    this.deps.access.requireUser(actor, 'idea.create');
    const id = await this.db.transaction().execute((trx) => this.createIn(trx, actor, body));
    return this.get(id, actor.id);
  }

  /**
   * `create` inside the caller's transaction (an activity's completion adds its inTell this way):
   * asks the policy with the activity, checks, writes, and answers the new inTell's id.
   */
  async createIn(
    trx: Transaction<Database>,
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
          ? // Naming no author means the member presents the page as their own (decisions.md).
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
    const own = await ensureMemberAgent(trx, this.search, {
      id: actor.id,
      name: publicName(actor.name),
    });
    const links: IdeaAgentLink[] = [];
    const add = (refs: { _id: string }[], role: IdeaAgentRole) =>
      refs.forEach((ref, position) => links.push({ agentId: ref._id, role, position }));
    add(authors.length > 0 && !full ? authors : [{ _id: own.id }], 'author');
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
      },
      links,
    );
    return id;
  }

  /**
   * `POST /api/ideas/{id}/quotes`: a quote of inTell {id}, word for word from it, and with it a
   * key point summing up the quote when one is given. The quote's words are its source's: it
   * carries the source's authors. The key point's words are the member's: their own waveMaker is
   * its author. Answers the quote, whose `quotes` hold the key point.
   */
  async createQuote(actor: UserRow, sourceId: string, body: CreateQuoteBody): Promise<IdeaDto> {
    this.deps.access.requireUser(actor, 'idea.create');
    if (body.keyPoint) this.deps.access.requireUser(actor, 'keyPoint.create');
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
    await this.db.transaction().execute(async (trx) => {
      await insertIdea(
        trx,
        this.search,
        newIdeaRow({
          id: quoteId,
          user_id: actor.id,
          text: body.text,
          idea_referenced: sourceId,
          created_at: this.now(),
        }),
        sourceAuthors.map((a, position) => ({ agentId: a.agent_id, role: 'author', position })),
      );
      if (keyPoint !== '') {
        await this.insertKeyPoint(trx, actor, quoteId, keyPoint);
      }
    });
    return this.get(quoteId, actor.id);
  }

  /** `POST /api/ideas/{id}/keyPoints`: a key point summing up inTell {id}; answers the key point. */
  async createKeyPoint(
    actor: UserRow,
    sourceId: string,
    body: CreateKeyPointBody,
  ): Promise<IdeaDto> {
    this.deps.access.requireUser(actor, 'keyPoint.create');
    const id = await this.db
      .transaction()
      .execute((trx) => this.createKeyPointIn(trx, actor, sourceId, body.myPoint));
    return this.get(id, actor.id);
  }

  /**
   * `createKeyPoint` inside the caller's transaction (activity 13 adds its key point this way);
   * answers the key point's id.
   */
  async createKeyPointIn(
    trx: Transaction<Database>,
    actor: UserRow,
    sourceId: string,
    myPoint: string,
    context: ContentContext = {},
  ): Promise<string> {
    this.deps.access.requireUser(actor, 'keyPoint.create', { activity: context.activity });
    if (!(await ideaExists(trx, sourceId))) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
    const problems = validateKeyPoint(myPoint);
    if (problems.length > 0) throw new BadRequestError(problems.map((p) => p.msg));
    return this.insertKeyPoint(trx, actor, sourceId, myPoint);
  }

  private async insertKeyPoint(
    trx: Kysely<Database>,
    actor: UserRow,
    sourceId: string,
    myPoint: string,
  ): Promise<string> {
    const own = await ensureMemberAgent(trx, this.search, {
      id: actor.id,
      name: publicName(actor.name),
    });
    const id = newId();
    await insertIdea(
      trx,
      this.search,
      newIdeaRow({
        id,
        user_id: actor.id,
        my_point: myPoint.trim(),
        idea_referenced: sourceId,
        created_at: this.now(),
      }),
      [{ agentId: own.id, role: 'author', position: 0 }],
    );
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

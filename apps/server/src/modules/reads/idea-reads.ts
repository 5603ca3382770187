import { sql, type Kysely } from 'kysely';
import {
  IDEA_MESSAGES,
  IdeaDto,
  IdeaScale,
  IdeaScaleAggregates,
  type IdeaListQuery,
  IdeaSummaryList,
} from '@thoughtful/shared';
import { readContentVersion, VersionedCache } from '../../db/content-versions';
import type { DialectName } from '../../db/database';
import { searchTerms, type FullTextSearch } from '../../db/full-text-search';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { FlushedJson, SharedJson } from '../../http/spliced-gzip';
import type { AccessPolicy, ActorRow } from '../access';
import {
  authorSeenIn,
  classPageScope,
  contentScopeOf,
  groupPlaceIn,
  inScope,
  placeKey,
  PUBLIC_SCOPE,
  visibleIn,
  type ContentScope,
  type GroupPlace,
  type PageView,
  type Reader,
} from '../classes';
import {
  findIdeaClassId,
  findIdeaSummariesByIds,
  listLatestIdeaSummaries,
  toIdeaSummary,
  type IdeaSummaryRow,
} from '../ideas';
import {
  addStoredAggregates,
  classAggregatesIn,
  findIdeaScale,
  readScopedAggregates,
  storedAggregatesOf,
  toIdeaScale,
  type StoredScaleAggregates,
} from '../interpretations';
import { findFreshIdeaParts } from './fresh-idea-parts';
import { readIdeaPublic } from './idea-public-rows';

/**
 * The read side of inTells: `GET /api/ideas/{id}` and `GET /api/ideas` as the JSON the routes
 * send, with what each server keeps of them (docs/decisions/2026-11-23-speed.md 'Kept copies at
 * versions each change raises'). A kept copy is used only at the version the database gives with
 * the request's fresh parts: an inTell's own `kept_version`, and the 'ideas' counter for lists.
 * Each change raises the versions of what it touched in its own transaction
 * (kept-versions.listener.ts), so no server serves a copy older than the last committed change,
 * whatever messages it missed.
 */
export interface IdeaReadModelDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  search: FullTextSearch;
  access: AccessPolicy;
}

/**
 * How many latest lists are kept: one per list size (limitSize is 1 … 100) and reader's scope
 * (the classes whose content she sees; the home screen asks for one or two sizes).
 */
const LATEST_LISTS_KEPT = 1_000;

/**
 * How many searches' answers (their summaries' JSON) are kept per server, and at most how many
 * bytes of them: ten summaries are 2–4 KB, so about 2,000 searches of ten fit.
 */
export const SEARCH_ANSWERS_KEPT = { entries: 2_000, bytes: 8 * 1024 * 1024 };

/**
 * How many inTells' public parts are kept (per server), and at most how many bytes of them: the
 * busiest inTell's is about 56 KB (docs/benchmarks.md), a plain one 2–3 KB.
 */
export const PUBLIC_PARTS_KEPT = { entries: 5_000, bytes: 16 * 1024 * 1024 };
/** How many marks of scopes' pages that are everyone's are kept (each a key and a version). */
const SAME_PAGE_MARKS_KEPT = 50_000;
/** InTells whose aggregates' JSON is kept (about 3 KB each with its key), the oldest going first. */
export const AGGREGATES_KEPT = 2_000;

/** An inTell's answer in the parts `sendSplicedJson` puts together (see `read`). */
export interface IdeaParts {
  head: string;
  middle: FlushedJson;
  shared: SharedJson;
}

/** A page of an inTell as one reader reads it: see `IdeaReadModel.pageFor`. */
interface PageOfIdea {
  key: string;
  view: PageView;
  pseudonymClassIds: readonly string[];
  /** The one reader of a page kept for her alone: what she posted is not under her pseudonym. */
  readerId?: string;
  /** A class's inTell read from a place in its groups: never the same as a public page. */
  classPage?: true;
}

/** Everyone's page of a public inTell. */
/** A public part being built: one build per page and version, however many readers wait. */
function buildingKey(version: number, page: PageOfIdea): string {
  return `${version} ${page.key}`;
}

function publicPageOf(id: string): PageOfIdea {
  return { key: id, view: '', pseudonymClassIds: [] };
}

/** The shared part's schema: what every reader sees alike (the per-reader fields are `partsFor`'s). */
const IdeaPublicDto = IdeaDto.omit({ myScale: true, scaleAggregates: true, scaleCount: true });

/** A list of summaries as the route sends it, checked against its schema. */
function summariesJson(rows: readonly IdeaSummaryRow[]): string {
  return JSON.stringify(IdeaSummaryList.parse(rows.map(toIdeaSummary)));
}

export class IdeaReadModel {
  /** Searches' answers as the route sends them, while the 'ideas' counter stands still. */
  private readonly searchAnswers = new VersionedCache<string>(SEARCH_ANSWERS_KEPT.entries, {
    of: (json) => Buffer.byteLength(json),
    max: SEARCH_ANSWERS_KEPT.bytes,
  });
  /**
   * Scopes' pages of public inTells that hold nothing of the scope's classes (the same bytes as
   * everyone's page), by page key at the inTell's kept version: a mark, not a copy.
   */
  private readonly sameAsEveryones = new VersionedCache<true>(SAME_PAGE_MARKS_KEPT);
  /**
   * Public inTells with nothing of any class on them (no link to or from a class's inTell, no key
   * point or quote made in a class), at their kept version: every scope's page of them is
   * everyone's, so a member of classes reads everyone's copy without a build of her own. Asked
   * once per inTell and version, by the first member of classes to read it (`untouchedByClassesAt`).
   */
  private readonly untouchedByClasses = new VersionedCache<boolean>(SAME_PAGE_MARKS_KEPT);
  /** InTells a committed change touched, to build again once the loop is free (`warmAfter`). */
  private readonly toWarm = new Set<string>();
  private warming: Promise<void> | undefined;
  /** Public parts being built, by version and inTell (see `publicPartBuilt`). */
  private readonly building = new Map<string, Promise<SharedJson>>();
  /** InTells' aggregates as checked JSON, at the stored row's text (see `aggregatesJson`). */
  private readonly aggregatesKept = new VersionedCache<FlushedJson>(AGGREGATES_KEPT);
  /** The latest inTells' JSON per list size and reader's scope. */
  private readonly latest = new VersionedCache<string>(LATEST_LISTS_KEPT);
  private readonly publicParts = new VersionedCache<SharedJson>(PUBLIC_PARTS_KEPT.entries, {
    // The UTF-8 bytes, and about a sixth more once deflated.
    of: (part) => Math.ceil(part.bytes.length * 1.2),
    max: PUBLIC_PARTS_KEPT.bytes,
  });
  /**
   * Reads of an inTell answered from a kept public part, and those that built one: `rebuilt` of
   * them because a change had raised the version of a kept copy (the rest found none: a first
   * read, or one pushed out by newer ones); `joined`, reads that found the same part already being
   * built by another and waited for it (no build of their own). `warmed` counts no read: public
   * parts built after a commit, before anyone asked (`warmAfter`).
   */
  readonly publicPartReads = { kept: 0, built: 0, rebuilt: 0, joined: 0, warmed: 0 };

  constructor(private readonly deps: IdeaReadModelDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * `GET /api/ideas` as the JSON the route sends, checked against `IdeaSummaryList`: a search
   * when searchString is given, else the latest ideas. Both are the same for every reader and are
   * kept (the latest per size, a search per words and size) while the 'ideas' counter stands
   * still: summaries show only what an inTell is and who posted it, which only a new inTell
   * changes (inTells are never edited or deleted). The counter is read before the list (by the
   * route with the member, or here): a new inTell landing in between leaves a copy newer than its
   * version, which the raised counter ends.
   */
  async listJson(actor: ActorRow, query: IdeaListQuery, ideasCounter?: number): Promise<string> {
    this.deps.access.requireUser(actor, 'idea.read');
    const version = ideasCounter ?? (await readContentVersion(this.db, 'ideas'));
    // The reader's classes, read for each request: what is kept is kept per scope, so a member
    // who joins or leaves a class reads another key at once (decisions 2026-11-28-classes.md).
    const scope = await contentScopeOf(this.db, actor);
    if (query.searchString !== undefined) {
      return this.searchJson(query.searchString, query.limitSize, version, scope);
    }
    const key = `${query.limitSize} ${scope.key}`;
    const kept = this.latest.get(key, version);
    if (kept !== undefined) return kept;
    const json = summariesJson(await listLatestIdeaSummaries(this.db, query.limitSize, scope));
    this.latest.set(key, version, json);
    return json;
  }

  /** A search's answer (ranking is most of a search's time), kept per words, size and scope. */
  private async searchJson(
    searchString: string,
    limit: number,
    version: number,
    scope: ContentScope,
  ): Promise<string> {
    const terms = searchTerms(searchString);
    if (terms.length === 0) return summariesJson([]);
    const key = `${limit} ${scope.key} ${terms.join(' ')}`;
    const kept = this.searchAnswers.get(key, version);
    if (kept !== undefined) return kept;
    const ids = await this.deps.search.searchIdeas(
      this.db,
      searchString,
      limit,
      scope.all
        ? 'all'
        : scope.groupPlaces.length === 0
          ? scope.classIds
          : { condition: visibleIn(scope, 'ideas') },
    );
    const json = summariesJson(await findIdeaSummariesByIds(this.db, ids, scope));
    this.searchAnswers.set(key, version, json);
    return json;
  }

  /** `GET /api/ideas/{id}`: the inTell as this member reads it, in parts (see `partsFor`). */
  async read(actor: ActorRow, id: string): Promise<IdeaParts> {
    this.deps.access.requireUser(actor, 'idea.read');
    return this.partsFor(id, actor);
  }

  /**
   * An inTell's answer in two parts: `head` and `middle`, read fresh for each request (the
   * reader's own interpretation, the inTell's aggregates and count: one statement of primary-key
   * reads, which also gives the inTell's kept version), and `shared`, the rest, the same for every
   * reader and kept per inTell at its version. For a member the caller has already let in (the
   * answer to an interpretation).
   */
  async partsFor(id: string, viewer: Reader): Promise<IdeaParts> {
    const fresh = await findFreshIdeaParts(this.db, id, viewer.id);
    if (fresh === undefined) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
    const { keptVersion, classId, aggregatesRow, mine } = fresh;
    const scope =
      viewer.is_admin || fresh.viewerInClasses ? await contentScopeOf(this.db, viewer) : null;
    let page = await this.pageFor(id, classId, fresh.posterId, viewer, scope);
    // Whether this page was kept at some version, as a copy or as a mark that it is everyone's:
    // then a build is a rebuild after a change (asked first: a stale entry goes when asked for).
    const markedBefore = page.key !== id && this.sameAsEveryones.holds(page.key);
    // A public inTell with nothing of the reader's classes on it reads as everyone's page.
    if (
      page.key !== id &&
      classId === null &&
      (this.sameAsEveryones.get(page.key, keptVersion) === true ||
        (await this.untouchedByClassesAt(id, keptVersion)))
    ) {
      page = publicPageOf(id);
    }
    // One entry per page: a newer version replaces the copy of an older one.
    const held = markedBefore || this.publicParts.holds(page.key);
    let shared = this.publicParts.get(page.key, keptVersion);
    if (shared === undefined) {
      if (this.building.has(buildingKey(keptVersion, page))) {
        this.publicPartReads.joined += 1;
      } else {
        this.publicPartReads.built += 1;
        if (held) this.publicPartReads.rebuilt += 1;
      }
      shared = await this.publicPartBuilt(id, keptVersion, page);
    } else {
      this.publicPartReads.kept += 1;
    }
    const myScale = mine ? JSON.stringify(IdeaScale.parse(toIdeaScale(mine))) : 'null';
    return {
      head: `{"myScale":${myScale},`,
      middle: await this.aggregatesJson(id, aggregatesRow, scope),
      shared,
    };
  }

  /**
   * Whether a public inTell has nothing of any class on it at this version: one small statement
   * for the first member of classes who reads it at that version, where a build of her scope's
   * page (seven statements on SQLite, one large one on PostgreSQL) was needed to find that out.
   */
  private async untouchedByClassesAt(id: string, version: number): Promise<boolean> {
    const known = this.untouchedByClasses.get(id, version);
    if (known !== undefined) return known;
    const untouched = await untouchedByClasses(this.db, id);
    this.untouchedByClasses.set(id, version, untouched);
    return untouched;
  }

  /**
   * Which page of an inTell this reader reads (content-scope.ts, `PageView`), and the key it is
   * kept under. Most readers share one page per inTell: a public inTell read by a member of no
   * class, a class's inTell read by its teachers. A member of classes reads a public inTell with
   * her classes' links and key points, kept per scope; a student of a class with pseudonyms reads
   * its inTells with them, kept once for the class's students, and once more for its poster, who
   * reads her own user id on it (her classmates read none). A class's inTell is unknown to anyone
   * outside it. The scope (null: a member of no class) costs one indexed statement, only for
   * members of classes. A student of a class split into groups reads its inTells from her place
   * (`groupPage`).
   */
  private async pageFor(
    id: string,
    classId: string | null,
    posterId: string,
    viewer: Reader,
    scope: ContentScope | null,
  ): Promise<PageOfIdea> {
    const own: PageOfIdea = { key: id, view: classId ?? '', pseudonymClassIds: [] };
    if (scope === null) {
      if (classId !== null) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
      return own;
    }
    if (classId !== null) {
      if (!inScope(scope, classId)) throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
      const place = groupPlaceIn(scope, classId);
      if (place !== undefined) return this.groupPage(id, place, posterId, viewer, scope);
      if (!scope.pseudonymClassIds.includes(classId)) return own;
      if (posterId === viewer.id) {
        return {
          key: `${id} ~ ${viewer.id}`,
          view: classId,
          pseudonymClassIds: [classId],
          readerId: viewer.id,
        };
      }
      return { key: `${id} ~`, view: classId, pseudonymClassIds: [classId] };
    }
    if (scope.key === '') return own;
    return { key: `${id} ${scope.key}`, view: scope, pseudonymClassIds: scope.pseudonymClassIds };
  }

  /**
   * A class's inTell as a student of the class, split into groups, reads it: unknown (404) unless
   * its poster is of her group (content-scope.ts `authorSeenIn`, one more indexed statement), and
   * with her group's links and key points only, kept per group at the class's groups version.
   */
  private async groupPage(
    id: string,
    place: GroupPlace,
    posterId: string,
    viewer: Reader,
    scope: ContentScope,
  ): Promise<PageOfIdea> {
    if (!(await authorSeenIn(this.db, place, posterId))) {
      throw new NotFoundError(IDEA_MESSAGES.NOT_FOUND);
    }
    const pseudonyms = scope.pseudonymClassIds.includes(place.classId);
    const view = classPageScope(place, pseudonyms);
    const pseudonymClassIds = view.pseudonymClassIds;
    const key = `${id} @${placeKey(place)}`;
    if (!pseudonyms) return { key, view, pseudonymClassIds, classPage: true };
    if (posterId === viewer.id) {
      return {
        key: `${key} ~ ${viewer.id}`,
        view,
        pseudonymClassIds,
        readerId: viewer.id,
        classPage: true,
      };
    }
    return { key: `${key} ~`, view, pseudonymClassIds, classPage: true };
  }

  /**
   * `"scaleAggregates":…,"scaleCount":n,` for an inTell's stored aggregates row, read, checked,
   * written and deflated once per change of the row: the row's own text is the version (the
   * checks and the JSON were a fifth of an inTell read's time when done for every request).
   * The row is everyone's: the interpretations made outside classes. A reader in classes (or an
   * admin) counts her classes' too (DESIGN.md §10), their rows read by the (idea_id, class_id) key
   * in one more statement and kept per scope at all the rows' text.
   */
  private async aggregatesJson(
    id: string,
    row: Parameters<typeof storedAggregatesOf>[0],
    scope: ContentScope | null,
  ): Promise<FlushedJson> {
    const classes =
      scope === null ? { signature: '', stored: [] } : await classAggregatesIn(this.db, id, scope);
    const key = classes.stored.length === 0 ? id : `${id} ${scope!.key}`;
    const signature = `${Object.values(row).join('\u0001')}\u0002${classes.signature}`;
    const kept = this.aggregatesKept.get(key, signature);
    if (kept !== undefined) return kept;
    const stored = classes.stored.reduce<StoredScaleAggregates>(
      addStoredAggregates,
      storedAggregatesOf(row),
    );
    const json = new FlushedJson(
      `"scaleAggregates":${JSON.stringify(IdeaScaleAggregates.parse(stored.aggregates))},"scaleCount":${stored.count},`,
    );
    this.aggregatesKept.set(key, signature, json);
    return json;
  }

  /**
   * The public part being built at this version, built once however many readers ask at once
   * (after a change, a busy inTell's readers all miss together).
   */
  private publicPartBuilt(id: string, version: number, page: PageOfIdea): Promise<SharedJson> {
    const building = buildingKey(version, page);
    let pending = this.building.get(building);
    if (pending === undefined) {
      pending = this.buildPublicPart(id, version, page).finally(() =>
        this.building.delete(building),
      );
      this.building.set(building, pending);
    }
    return pending;
  }

  /** Builds, checks and keeps an inTell's public part: its JSON after `{`. */
  private async buildPublicPart(
    id: string,
    version: number,
    page: PageOfIdea,
  ): Promise<SharedJson> {
    const checked = IdeaPublicDto.parse(await this.readPublic(id, page));
    const shared = new SharedJson(JSON.stringify(checked).slice(1));
    if (typeof page.view !== 'string' && page.classPage !== true) {
      // A scope's page of a public inTell: kept apart only when it differs from everyone's, so
      // classes with nothing on an inTell do not each keep a copy of it.
      const everyones =
        this.publicParts.get(id, version) ??
        (await this.publicPartBuilt(id, version, publicPageOf(id)));
      if (everyones.bytes.equals(shared.bytes)) {
        this.sameAsEveryones.set(page.key, version, true);
        return everyones;
      }
    }
    this.publicParts.set(page.key, version, shared);
    return shared;
  }

  /**
   * Builds again, once the event loop is free, the kept public parts of inTells a committed change
   * touched, at their new version: a new inTell's and a changed one's that this server kept, so
   * the next reader finds them built (issue 42: build what a class will read before it is asked).
   * Called after the commit (`keptCopiesWarmer`); the ids of a loop's turn are gathered and built
   * in one pass, after the requests that turn read (`setImmediate`), one version read for all.
   * A part a reader is already building at that version is not built twice; a failure is
   * reported, and the next reader builds the part as before.
   */
  warmAfter(ideaIds: Iterable<string>, onError: (error: unknown) => void): void {
    for (const id of ideaIds) this.toWarm.add(id);
    if (this.warming !== undefined || this.toWarm.size === 0) return;
    this.warming = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.warmNow())
      .catch(onError)
      .finally(() => {
        this.warming = undefined;
        if (this.toWarm.size > 0) this.warmAfter([], onError);
      });
  }

  /** Waits for a pass of `warmAfter` under way (tests, and a server that closes). */
  async warmed(): Promise<void> {
    while (this.warming !== undefined) await this.warming;
  }

  private async warmNow(): Promise<void> {
    const ids = [...this.toWarm];
    this.toWarm.clear();
    const rows = await this.db
      .selectFrom('ideas')
      .leftJoin('classes', 'classes.id', 'ideas.class_id')
      .select(['ideas.id', 'ideas.kept_version', 'ideas.class_id', 'classes.pseudonyms'])
      .where('ideas.id', 'in', ids)
      .execute();
    const builds: Promise<SharedJson>[] = [];
    for (const row of rows) {
      const version = Number(row.kept_version);
      // The page most of its readers share: everyone's, or a class's (its students' under
      // pseudonyms). Pages per scope or per poster are built by their first reader, as before.
      const page: PageOfIdea =
        row.class_id === null
          ? publicPageOf(row.id)
          : Number(row.pseudonyms) === 1
            ? { key: `${row.id} ~`, view: row.class_id, pseudonymClassIds: [row.class_id] }
            : { key: row.id, view: row.class_id, pseudonymClassIds: [] };
      if (this.publicParts.get(page.key, version) !== undefined) continue;
      if (this.building.has(buildingKey(version, page))) continue;
      this.publicPartReads.warmed += 1;
      builds.push(this.publicPartBuilt(row.id, version, page));
    }
    await Promise.all(builds);
  }

  /**
   * Whether this server keeps a copy of an inTell's shared page (at any version): someone here
   * reads it, so a change to it is worth building again before it is read (`keptCopiesWarmer`).
   */
  keepsAny(id: string): boolean {
    return this.publicParts.holds(id) || this.publicParts.holds(`${id} ~`);
  }

  /**
   * An inTell as `viewerId` sees it, as an object (the answer to a write that made it): with their
   * own interpretation and the stored aggregates her scope counts, never the interpretations.
   */
  async dto(id: string, viewerId: string | null = null): Promise<IdeaDto> {
    const classId = (await findIdeaClassId(this.db, id)) ?? null;
    const scope = viewerId === null ? PUBLIC_SCOPE : await this.scopeOfMember(viewerId);
    const [idea, myScale, stored] = await Promise.all([
      readIdeaPublic(this.db, this.deps.dialect, id, classId ?? ''),
      viewerId === null ? undefined : findIdeaScale(this.db, id, viewerId),
      readScopedAggregates(this.db, id, scope),
    ]);
    return {
      ...idea,
      myScale: myScale ? toIdeaScale(myScale) : null,
      scaleAggregates: stored.aggregates,
      scaleCount: stored.count,
    };
  }

  /** A member's scope by her id (whether an admin read by the users' primary key). */
  private async scopeOfMember(userId: string): Promise<ContentScope> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'is_admin'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return user ? contentScopeOf(this.db, user) : PUBLIC_SCOPE;
  }

  /** The rows of one page of an inTell, read afresh (a method, so tests can count the builds). */
  private readPublic(id: string, page: PageOfIdea) {
    return readIdeaPublic(
      this.db,
      this.deps.dialect,
      id,
      page.view,
      page.pseudonymClassIds,
      page.readerId,
    );
  }
}

/**
 * Whether a public inTell has nothing of any class on it: no link whose other end is a class's
 * inTell, no quote or key point made in a class (what a scope's page shows beyond everyone's:
 * `linkedIdeasQueries`, `quoteSummariesQuery`). Links and quotes are never removed, and adding
 * one raises the inTell's kept version, so the answer holds at the version it was read at.
 */
async function untouchedByClasses(db: Kysely<Database>, id: string): Promise<boolean> {
  const { rows } = await sql<{ touched: number | boolean }>`select (
      exists (select 1 from link_idea_idea l inner join ideas i on i.id = l.idea_effect
        where l.idea_cause = ${id} and i.class_id is not null)
      or exists (select 1 from link_idea_idea l inner join ideas i on i.id = l.idea_cause
        where l.idea_effect = ${id} and i.class_id is not null)
      or exists (select 1 from ideas where idea_referenced = ${id} and class_id is not null)
    ) as touched`.execute(db);
  const touched = rows[0]?.touched;
  return touched === 0 || touched === false;
}

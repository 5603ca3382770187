import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { VIEWPOINT_SCALES, viewpointAnswerOf, type ViewpointAnswer } from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import {
  answersOfMembers,
  interpretationFieldsOf,
  scopeMemberPage,
} from './viewpoint-answers.repository';
import {
  changedScopes,
  claimScope,
  findScope,
  isCombinedScope,
  publishedTimes,
  PUBLIC_SCOPE_KEY,
  writeScopeMap,
  type PlacedRow,
  type PublishedRow,
} from './viewpoint-scopes.repository';
import { PACKED_SCALES, type PackedScope } from './viewpoint-maths';
import { mathsRunner, type MathsRunner } from './viewpoint-maths-runner';
import { UNREF_TIMERS, type BackgroundTimers } from '../../lib/background-timers';

export interface ViewpointRecomputeDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** Timers for the close's grace (tests pass their own). */
  timers?: BackgroundTimers;
  /** How long a claim on a scope lasts: longer than any one recompute takes. */
  leaseMs?: number;
  /** Members read per page at most (fewer when a page would hold the event loop too long). */
  pageSize?: number;
  /**
   * The bundled maths worker to start (default: the one beside the server's bundle, when there is
   * one), or 'inline': the maths on this thread, as where the TypeScript source runs.
   */
  mathsWorker?: URL | 'inline';
  /**
   * The benchmark's baseline only: reads every page of `pageSize` members without letting the
   * event loop go between them, and works the maths out on this thread (as before issue 42).
   */
  blocking?: boolean;
  /** Times each kept recompute (`GET /metrics`). */
  metrics?: { recomputeObserved(scope: 'public' | 'class', seconds: number): void };
}

export { NEW_ANSWERS_TO_PUBLISH } from './viewpoint-maths';

/**
 * How long one page of reads may hold the event loop (issue 42: a 10,000-member scope read in
 * pages of 300 held it 50 ms a page on SQLite): the next page's member count follows from it.
 */
const PAGE_BUDGET_MS = 8;
/** Members of a scope's first page, before any page was timed; and the fewest of any page. */
const FIRST_PAGE = 25;
const SMALLEST_PAGE = 10;

/** Scopes one look takes at most; the next look takes the rest. */
const SCOPES_PER_LOOK = 20;
/** How long a stopping worker waits for the scope it is working out. */
const CLOSE_GRACE_MS = 10_000;

/** One scope worked out, as the log says it. */
export interface ScopeRecomputed {
  scopeKey: string;
  members: number;
  placed: number;
  groups: number;
  ms: number;
}

/**
 * Works out the opinion maps (DESIGN.md §12) in the background, never inside a request: a job
 * of the job runner per scope marked changed (viewpoint-recompute.job.ts) claims the scope with a
 * lease (so two servers never work one scope out at once, nor write a map after its lease ended),
 * reads its members' interpretations a page of members at a time (letting the event loop go
 * between pages), places them and summarises each inTell in a worker thread
 * (viewpoint-maths.ts, issue 42) and replaces the scope's map in one transaction.
 */
export class ViewpointRecompute {
  private readonly clock: () => Date;
  private readonly timers: BackgroundTimers;
  private readonly leaseMs: number;
  private readonly pageSize: number;
  private readonly blocking: boolean;
  private readonly maths: MathsRunner;
  /** Scopes `recomputeScope` is working out: `close` waits for them too. */
  private readonly working = new Set<Promise<unknown>>();
  private pass: Promise<ScopeRecomputed[]> | undefined;
  private closed = false;

  constructor(private readonly deps: ViewpointRecomputeDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.timers = deps.timers ?? UNREF_TIMERS;
    this.leaseMs = deps.leaseMs ?? 10 * 60_000;
    this.pageSize = deps.pageSize ?? 300;
    this.blocking = deps.blocking === true;
    this.maths = mathsRunner(this.blocking ? 'inline' : deps.mathsWorker);
  }

  /**
   * Stops; waits a little for the scopes being worked out (their leases end otherwise),
   * then ends the maths worker.
   */
  async close(): Promise<void> {
    this.closed = true;
    const under = [...(this.pass ? [this.pass] : []), ...this.working];
    if (under.length > 0) {
      let grace: unknown;
      await Promise.race([
        Promise.allSettled(under),
        new Promise<void>((resolve) => (grace = this.timers.setTimeout(resolve, CLOSE_GRACE_MS))),
      ]);
      this.timers.clearTimeout(grace);
    }
    await this.maths.close();
  }

  /**
   * Works out every scope changed now that no other server holds, and answers what it did (tests
   * and the command line call it; a running worker calls it on its timer). A look under way is
   * awaited first, so what changed before the call is worked out by the time it resolves.
   */
  async recomputeChanged(): Promise<ScopeRecomputed[]> {
    if (this.pass) await this.pass.catch(() => undefined);
    const pass = this.look().finally(() => {
      if (this.pass === pass) this.pass = undefined;
    });
    this.pass = pass;
    return pass;
  }

  private async look(): Promise<ScopeRecomputed[]> {
    const done: ScopeRecomputed[] = [];
    for (;;) {
      const scopes = await changedScopes(this.deps.db, this.clock().toISOString(), SCOPES_PER_LOOK);
      let claimedAny = false;
      for (const scopeKey of scopes) {
        if (this.closed) return done;
        const result = await this.recomputeScope(scopeKey);
        if (result) {
          claimedAny = true;
          done.push(result);
        }
      }
      // A full list may have more behind it; one where nothing could be claimed is left for later.
      if (scopes.length < SCOPES_PER_LOOK || !claimedAny) return done;
    }
  }

  /**
   * Claims the scope and works it out; undefined when another server holds it, nothing changed
   * since it was last worked out, or this recompute is closing. A job runner calls it for one
   * scope per job; `recomputeChanged` for each changed scope.
   */
  async recomputeScope(scopeKey: string): Promise<ScopeRecomputed | undefined> {
    if (this.closed) return undefined;
    const work = this.recomputeIfClaimed(scopeKey);
    this.working.add(work);
    try {
      return await work;
    } finally {
      this.working.delete(work);
    }
  }

  private async recomputeIfClaimed(scopeKey: string): Promise<ScopeRecomputed | undefined> {
    const { db, log } = this.deps;
    const started = this.clock();
    const leaseUntil = new Date(started.getTime() + this.leaseMs).toISOString();
    if (!(await claimScope(db, scopeKey, started.toISOString(), leaseUntil))) return undefined;
    const startedMs = performance.now();
    try {
      const state = await findScope(db, scopeKey);
      // A teacher's release not yet in the published figures: every inTell's are published.
      const release =
        state?.release_at != null &&
        (state.released_at === null || state.release_at > state.released_at)
          ? state.release_at
          : null;
      const answersAt = started.toISOString();
      const { scope, memberIds, ideaIds } = await this.readScope(
        scopeKey,
        answersAt,
        release !== null,
      );
      const map = await this.maths.run(scope);
      const placed: PlacedRow[] = Array.from(map.placedMember, (member, i) => ({
        user_id: memberIds[member]!,
        x: map.x[i]!,
        y: map.y[i]!,
        group_index: map.group[i]! < 0 ? null : map.group[i]!,
      }));
      // Classes read together are their teachers' view only: no student reads figures of
      // theirs, so none are published (nor could a student learn another class's answers).
      const published: PublishedRow[] = isCombinedScope(scopeKey)
        ? []
        : Array.from(map.publishedIdea, (idea, i) => ({
            idea_id: ideaIds[idea]!,
            answers_at: answersAt,
            figures: map.publishedFigures[i]!,
          }));
      const written = await writeScopeMap(
        db,
        scopeKey,
        leaseUntil,
        // What changed after the claim is past this, so it is worked out again.
        { computedAt: answersAt, silhouette: map.silhouette, groupSizes: map.groupSizes },
        placed,
        { rows: published, releasedAt: release },
        this.blocking ? undefined : letTheLoopGo,
      );
      const result: ScopeRecomputed = {
        scopeKey,
        members: map.members,
        placed: placed.length,
        groups: map.groupSizes.length,
        ms: Math.round(performance.now() - startedMs),
      };
      if (written) {
        log.info(result, 'viewpoint groups worked out');
        this.deps.metrics?.recomputeObserved(
          scopeKey === PUBLIC_SCOPE_KEY ? 'public' : 'class',
          result.ms / 1000,
        );
      } else log.warn({ scopeKey }, 'viewpoint groups worked out after the lease ended: not kept');
      return written ? result : undefined;
    } catch (error) {
      // The lease is kept: the scope is tried again when it runs out, not on every look.
      log.error({ err: error, scopeKey }, 'viewpoint groups could not be worked out');
      return undefined;
    }
  }

  /**
   * The scope's members' answers packed for the maths (viewpoint-maths.ts): a page of members at
   * a time (by id, so the same answers give the same map), each page sized to hold the event
   * loop about PAGE_BUDGET_MS (better-sqlite3 reads synchronously; pg parses a page's rows at
   * once) and the loop let go between pages. An answer that says nothing on the viewpoint scales
   * (a skip) is not kept; of the others only their numbers are, and for each inTell how many are
   * newer than its published figures (which decides whether they are published again).
   */
  private async readScope(
    scopeKey: string,
    answersAt: string,
    release: boolean,
  ): Promise<{ scope: PackedScope; memberIds: string[]; ideaIds: string[] }> {
    const { db } = this.deps;
    const since = await publishedTimes(db, scopeKey);
    const packed = new PackingScope();
    const budget = this.blocking ? Infinity : PAGE_BUDGET_MS;
    let size = this.blocking ? this.pageSize : Math.min(this.pageSize, FIRST_PAGE);
    const smallest = Math.min(SMALLEST_PAGE, this.pageSize);
    let after: string | null = null;
    for (;;) {
      const began = performance.now();
      const page = await scopeMemberPage(db, scopeKey, after, size);
      if (page.length === 0) break;
      // Ordered by member: each member's answers come together.
      for (const row of await answersOfMembers(db, scopeKey, page)) {
        const answer = viewpointAnswerOf(interpretationFieldsOf(row));
        if (!VIEWPOINT_SCALES.some((scale) => answer[scale] !== null)) continue;
        const before = since.get(row.idea_id);
        packed.add(
          row.user_id,
          row.idea_id,
          answer,
          before === undefined || row.updated_at > before,
        );
      }
      if (page.length < size) break;
      after = page[page.length - 1]!;
      if (this.blocking) continue;
      // The next page as long as the budget, from how long this one held the loop (a quarter more
      // members at most: one sparse page says little about the next).
      const took = Math.max(performance.now() - began, 0.1);
      size = Math.max(
        smallest,
        Math.min(this.pageSize, Math.ceil(1.25 * size), Math.floor((size * budget) / took)),
      );
      await letTheLoopGo();
    }
    return packed.finish(answersAt, release);
  }
}

/** Lets the event loop go: what waits on it (requests, timers) runs before this goes on. */
function letTheLoopGo(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** A scope's answers packed as they are read, in arrays that grow as needed. */
class PackingScope {
  private readonly memberIds: string[] = [];
  private readonly ideaIds: string[] = [];
  private readonly ideaNumber = new Map<string, number>();
  private answerStart = new Int32Array(1024);
  private answerIdea = new Int32Array(16_384);
  private answerValues = new Float64Array(16_384 * PACKED_SCALES);
  private fresh = new Int32Array(1024);
  private answers = 0;
  private lastMember: string | null = null;

  add(memberId: string, ideaId: string, answer: ViewpointAnswer, fresh: boolean): void {
    if (memberId !== this.lastMember) {
      this.lastMember = memberId;
      const m = this.memberIds.length;
      this.memberIds.push(memberId);
      if (m + 2 > this.answerStart.length) this.answerStart = grown(this.answerStart, m + 2);
      this.answerStart[m] = this.answers;
    }
    let idea = this.ideaNumber.get(ideaId);
    if (idea === undefined) {
      idea = this.ideaIds.length;
      this.ideaIds.push(ideaId);
      this.ideaNumber.set(ideaId, idea);
      if (idea + 1 > this.fresh.length) this.fresh = grown(this.fresh, idea + 1);
    }
    if (fresh) this.fresh[idea]! += 1;
    const a = this.answers;
    if (a + 1 > this.answerIdea.length) {
      this.answerIdea = grown(this.answerIdea, a + 1);
      this.answerValues = grown(this.answerValues, (a + 1) * PACKED_SCALES);
    }
    this.answerIdea[a] = idea;
    VIEWPOINT_SCALES.forEach((scale, s) => {
      this.answerValues[a * PACKED_SCALES + s] = answer[scale] ?? NaN;
    });
    this.answers = a + 1;
  }

  /** The packed scope, and the ids it numbers (its arrays are moved to the worker, not copied). */
  finish(
    answersAt: string,
    release: boolean,
  ): { scope: PackedScope; memberIds: string[]; ideaIds: string[] } {
    const members = this.memberIds.length;
    this.answerStart[members] = this.answers;
    // Copies cut to length: each array's buffer is then exactly what is moved to the worker.
    const scope: PackedScope = {
      memberIds: this.memberIds.join('\n'),
      ideaIds: this.ideaIds.join('\n'),
      answerStart: this.answerStart.slice(0, members + 1),
      answerIdea: this.answerIdea.slice(0, this.answers),
      answerValues: this.answerValues.slice(0, this.answers * PACKED_SCALES),
      fresh: this.fresh.slice(0, this.ideaIds.length),
      release,
      answersAt,
    };
    return { scope, memberIds: this.memberIds, ideaIds: this.ideaIds };
  }
}

/** A copy of `array` at least `length` long (twice as long as it was, at least). */
function grown<T extends Int32Array | Float64Array>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(
    Math.max(length, 2 * array.length),
  );
  copy.set(array);
  return copy;
}

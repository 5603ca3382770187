import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  answersAny,
  summariseIdeaViewpoints,
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_SCALES,
  viewpointAnswerOf,
  workOutOpinionMap,
  type IdeaViewpoints,
  type MemberAnswers,
  type OpinionMap,
  type ViewpointAnswer,
} from '@thoughtful/shared';
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
  publishedTimes,
  PUBLIC_SCOPE_KEY,
  writeScopeMap,
  type PublishedRow,
} from './viewpoint-scopes.repository';
import { UNREF_TIMERS, type BackgroundTimers } from '../../lib/background-timers';

export interface ViewpointRecomputeDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock?: () => Date;
  timers?: BackgroundTimers;
  /** How often a running worker looks for changed scopes; 0: it never runs by itself. */
  intervalMs: number;
  /** How long a claim on a scope lasts: longer than any one recompute takes. */
  leaseMs?: number;
  /** Members read per page. */
  pageSize?: number;
  /** Times each kept recompute (`GET /metrics`). */
  metrics?: { recomputeObserved(scope: 'public' | 'class', seconds: number): void };
}

/**
 * How many of an inTell's answers in a scope must be newer than its published figures for a
 * recompute to publish new ones (docs/decisions/2026-11-29-viewpoints.md): one answer never moves
 * what readers see, so no classmate learns from the figures which group a student joined.
 */
export const NEW_ANSWERS_TO_PUBLISH = 3;

/** An answer as the published figures count it: who, what, and when it was last written. */
interface DatedAnswer {
  memberId: string;
  answer: ViewpointAnswer;
  updatedAt: string;
}

/** A scope rests this many times its last recompute's length before the timer takes it again. */
const REST_FACTOR = 9;

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
 * Works out the opinion maps (DESIGN.md §12) in the background, never inside a request: every few
 * seconds each server looks for scopes marked changed (viewpoint-scopes.listener.ts) since they
 * were last worked out, claims one with a lease (so two servers never work one scope out at once),
 * reads its members' interpretations a page of members at a time, places them
 * (`workOutOpinionMap`) and replaces the scope's map in one transaction.
 */
export class ViewpointRecompute {
  private readonly clock: () => Date;
  private readonly timers: BackgroundTimers;
  private readonly leaseMs: number;
  private readonly pageSize: number;
  private timer: unknown;
  private pass: Promise<ScopeRecomputed[]> | undefined;
  private started = false;
  /**
   * When the timer may work each scope out again: nine times its last recompute's length after
   * it, so that a scope written to all the time takes at most a tenth of this server's time
   * (the maths runs on the server's own thread).
   */
  private readonly notBefore = new Map<string, number>();
  private closed = false;

  constructor(private readonly deps: ViewpointRecomputeDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.timers = deps.timers ?? UNREF_TIMERS;
    this.leaseMs = deps.leaseMs ?? 10 * 60_000;
    this.pageSize = deps.pageSize ?? 300;
  }

  /** Looks every `intervalMs` from now on (not at all when it is 0). */
  start(): void {
    if (this.started || this.closed || this.deps.intervalMs <= 0) return;
    this.started = true;
    this.schedule();
  }

  /** Stops looking; waits a little for the scope being worked out (its lease ends otherwise). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    const pass = this.pass;
    if (!pass) return;
    let grace: unknown;
    await Promise.race([
      pass.then(() => undefined),
      new Promise<void>((resolve) => (grace = this.timers.setTimeout(resolve, CLOSE_GRACE_MS))),
    ]);
    this.timers.clearTimeout(grace);
  }

  /**
   * Works out every scope changed now that no other server holds, and answers what it did (tests
   * and the command line call it; a running worker calls it on its timer). A look under way is
   * awaited first, so what changed before the call is worked out by the time it resolves.
   */
  async recomputeChanged(options: { paced?: boolean } = {}): Promise<ScopeRecomputed[]> {
    if (this.pass) await this.pass.catch(() => undefined);
    const pass = this.look(options.paced === true).finally(() => {
      if (this.pass === pass) this.pass = undefined;
    });
    this.pass = pass;
    return pass;
  }

  private schedule(): void {
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      void this.recomputeChanged({ paced: true })
        .catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'the viewpoint scopes could not be read');
        })
        .finally(() => {
          if (!this.closed) this.schedule();
        });
    }, this.deps.intervalMs);
  }

  private async look(paced: boolean): Promise<ScopeRecomputed[]> {
    const done: ScopeRecomputed[] = [];
    for (;;) {
      const scopes = await changedScopes(this.deps.db, this.clock().toISOString(), SCOPES_PER_LOOK);
      let claimedAny = false;
      for (const scopeKey of scopes) {
        if (this.closed) return done;
        if (paced && (this.notBefore.get(scopeKey) ?? 0) > this.clock().getTime()) continue;
        const result = await this.recomputeIfClaimed(scopeKey);
        if (result) {
          claimedAny = true;
          done.push(result);
          this.notBefore.set(
            scopeKey,
            this.clock().getTime() + REST_FACTOR * Math.max(1, result.ms),
          );
        }
      }
      // A full list may have more behind it; one where nothing could be claimed is left for later.
      if (scopes.length < SCOPES_PER_LOOK || !claimedAny) return done;
    }
  }

  /** Claims the scope and works it out; undefined when another server holds it or it is done. */
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
      const { members, ideaCount, byIdea } = await this.readScope(scopeKey);
      const map = workOutOpinionMap(members, ideaCount);
      const published = await this.figuresToPublish(
        scopeKey,
        map,
        byIdea,
        started.toISOString(),
        release !== null,
      );
      const written = await writeScopeMap(
        db,
        scopeKey,
        leaseUntil,
        // What changed after the claim is past this, so it is worked out again.
        {
          computedAt: started.toISOString(),
          silhouette: map.silhouette,
          groupSizes: map.groupSizes,
        },
        map.placed.map((p) => ({ user_id: p.memberId, x: p.x, y: p.y, group_index: p.group })),
        { rows: published, releasedAt: release },
      );
      const result: ScopeRecomputed = {
        scopeKey,
        members: members.length,
        placed: map.placed.length,
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
   * The scope's members who answered enough to be placed, with their answers, a page of members
   * at a time (by id, so the same answers give the same map), and how many of the scope's inTells
   * they answered: numbered as first met among them, so an inTell none of them answered takes no
   * column of the map's sums.
   */
  /**
   * The inTells whose figures this recompute publishes, each worked out from its answers with the
   * new map's groups: those with at least NEW_ANSWERS_TO_PUBLISH answers written since their
   * published figures were read (every answer, for one never published), or all on a release.
   * The others keep the figures their readers already have.
   */
  private async figuresToPublish(
    scopeKey: string,
    map: OpinionMap,
    byIdea: Map<string, DatedAnswer[]>,
    answersAt: string,
    release: boolean,
  ): Promise<PublishedRow[]> {
    const since = await publishedTimes(this.deps.db, scopeKey);
    const placed = new Map(map.placed.map((p) => [p.memberId, p.group]));
    const rows: PublishedRow[] = [];
    for (const [ideaId, answers] of byIdea) {
      const before = since.get(ideaId);
      const fresh = answers.filter((a) => before === undefined || a.updatedAt > before).length;
      if (!release && fresh < NEW_ANSWERS_TO_PUBLISH) continue;
      const summary = summariseIdeaViewpoints(
        answers.map((a) => ({ group: placed.get(a.memberId) ?? null, answer: a.answer })),
      );
      const figures: IdeaViewpoints = {
        ...summary,
        placed: answers.filter((a) => placed.has(a.memberId)).length,
        computedAt: answersAt,
      };
      rows.push({ idea_id: ideaId, answers_at: answersAt, figures: JSON.stringify(figures) });
    }
    return rows;
  }

  private async readScope(scopeKey: string): Promise<{
    members: MemberAnswers[];
    ideaCount: number;
    byIdea: Map<string, DatedAnswer[]>;
  }> {
    const { db } = this.deps;
    const ideaIndex = new Map<string, number>();
    const members: MemberAnswers[] = [];
    // Every answer (skips say nothing) by inTell, placed member or not: the published figures.
    const byIdea = new Map<string, DatedAnswer[]>();
    const keep = (memberId: string, given: { ideaId: string; answer: ViewpointAnswer }[]) => {
      let answers = given;
      // Only members with enough answers (skips say nothing) are placed: the others are not kept.
      answers = answers.filter(({ answer }) => answersAny(answer));
      if (answers.length < VIEWPOINT_MIN_ANSWERS_TO_PLACE) return;
      members.push({
        memberId,
        answers: answers.map(({ ideaId, answer }) => {
          let index = ideaIndex.get(ideaId);
          if (index === undefined) {
            index = ideaIndex.size;
            ideaIndex.set(ideaId, index);
          }
          return { ideaIndex: index, answer };
        }),
      });
    };
    let after: string | null = null;
    for (;;) {
      const page = await scopeMemberPage(db, scopeKey, after, this.pageSize);
      if (page.length === 0) break;
      // Ordered by member: each member's answers come together.
      let memberId: string | null = null;
      let answers: { ideaId: string; answer: ViewpointAnswer }[] = [];
      for (const row of await answersOfMembers(db, scopeKey, page)) {
        if (row.user_id !== memberId) {
          if (memberId !== null) keep(memberId, answers);
          memberId = row.user_id;
          answers = [];
        }
        const answer = viewpointAnswerOf(interpretationFieldsOf(row));
        answers.push({ ideaId: row.idea_id, answer });
        if (VIEWPOINT_SCALES.some((scale) => answer[scale] !== null)) {
          const list = byIdea.get(row.idea_id) ?? [];
          list.push({ memberId: row.user_id, answer, updatedAt: row.updated_at });
          byIdea.set(row.idea_id, list);
        }
      }
      if (memberId !== null) keep(memberId, answers);
      if (page.length < this.pageSize) break;
      after = page[page.length - 1]!;
    }
    return { members, ideaCount: ideaIndex.size, byIdea };
  }
}

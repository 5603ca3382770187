import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Change, ChangeListener } from '../../changes/changes';
import type { Database, Db, LtiScoreOutboxTable } from '../../db/schema';
import { DEFAULT_RETRY, retryDelayMs, type JobRunner } from '../../jobs/job-runner';
import { newId } from '../../lib/ids';
import { ltiIssuerKey } from '../sign-in';
import {
  excerpt,
  LTI_SCOPES,
  PlatformServiceError,
  type PlatformServices,
} from './platform-services';

export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
/** The grade's scale here (`grade` 0–100, DESIGN.md §14): the score's `scoreMaximum`. */
export const SCORE_MAXIMUM = 100;

/**
 * A score for the platform's gradebook (1EdTech AGS 2.0 §3.4): completed, and graded once the
 * teacher released a grade. The released comment goes with it (the student sees it here too).
 */
export interface AgsScore {
  userId: string;
  activityProgress: 'Completed';
  gradingProgress: 'Pending' | 'FullyGraded';
  timestamp: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  comment?: string;
}

/** The changes that may change a student's score on an activity. */
const SCORING = new Set<Change['type']>([
  'activity.completed',
  'feedback.saved',
  'feedback.released',
]);

/** Each (activity, student) pair the changes may have changed the score of, once. */
function scoredPairs(changes: readonly Change[]): { activityId: string; userId: string }[] {
  const pairs = new Map<string, { activityId: string; userId: string }>();
  const add = (activityId: string, userId: string) =>
    pairs.set(`${activityId} ${userId}`, { activityId, userId });
  for (const change of changes) {
    if (change.type === 'activity.completed' || change.type === 'feedback.saved') {
      add(change.activityId, change.userId);
    } else if (change.type === 'feedback.released') {
      change.activityIds.forEach((activityId, i) => add(activityId, change.userIds[i]!));
    }
  }
  return [...pairs.values()];
}

/**
 * Writes the scores a transaction's changes make (a completion, feedback saved or released) into
 * `lti_score_outbox`, in that transaction: a rolled-back completion sends nothing and a committed
 * one is never lost. Only for an activity placed in a course through a resource link with a line
 * item, and a student the platform knows (an identity on the link's platform); the sender
 * (`ScoreOutbox`) posts them later. `stored` is told after the commit when any was written.
 */
export function scoreOutboxListener(options: {
  clock?: () => Date;
  /** Asks, in the transaction, for the scores to be sent (the outbox's job). */
  storedIn?: (trx: Db) => Promise<void>;
  stored?: () => void;
}): ChangeListener {
  const clock = options.clock ?? (() => new Date());
  const wrote = new WeakSet<readonly Change[]>();
  return {
    name: 'lti score outbox',
    writesInTransaction: (changes) => changes.some((change) => SCORING.has(change.type)),
    async inTransaction(trx, changes) {
      const pairs = scoredPairs(changes);
      if (pairs.length === 0) return;
      if ((await writeScores(trx, pairs, clock())) === 0) return;
      wrote.add(changes);
      await options.storedIn?.(trx);
    },
    afterCommit(changes) {
      if (wrote.has(changes)) options.stored?.();
    },
  };
}

/** The scores of these pairs as they stand now, one row per line item and platform user. */
async function writeScores(
  db: Db,
  pairs: readonly { activityId: string; userId: string }[],
  now: Date,
): Promise<number> {
  const activityIds = [...new Set(pairs.map((p) => p.activityId))];
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const links = await db
    .selectFrom('lti_resource_links')
    .innerJoin('lti_platforms', 'lti_platforms.id', 'lti_resource_links.platform_id')
    .select([
      'lti_resource_links.activity_id',
      'lti_resource_links.lineitem_url',
      'lti_platforms.id as platform_id',
      'lti_platforms.issuer',
      'lti_platforms.client_id',
    ])
    .where('lti_resource_links.activity_id', 'in', activityIds)
    .where('lti_resource_links.lineitem_url', 'is not', null)
    .execute();
  if (links.length === 0) return 0;
  const issuers = [...new Set(links.map((l) => ltiIssuerKey(l.issuer, l.client_id)))];
  const identities = await db
    .selectFrom('external_identities')
    .innerJoin('users', 'users.id', 'external_identities.user_id')
    .select(['external_identities.issuer', 'external_identities.subject', 'users.id'])
    .where('external_identities.user_id', 'in', userIds)
    .where('external_identities.issuer', 'in', issuers)
    .where('users.is_student', '=', 1)
    .execute();
  if (identities.length === 0) return 0;
  const [completions, feedback] = await Promise.all([
    db
      .selectFrom('activity_completions')
      .select(['activity_id', 'user_id'])
      .where('activity_id', 'in', activityIds)
      .where('user_id', 'in', userIds)
      .execute(),
    db
      .selectFrom('activity_feedback')
      .select(['activity_id', 'user_id', 'comment', 'grade', 'released'])
      .where('activity_id', 'in', activityIds)
      .where('user_id', 'in', userIds)
      .execute(),
  ]);
  const completed = new Set(completions.map((c) => `${c.activity_id} ${c.user_id}`));
  const feedbackOf = new Map(feedback.map((f) => [`${f.activity_id} ${f.user_id}`, f]));
  let written = 0;
  for (const { activityId, userId } of pairs) {
    const key = `${activityId} ${userId}`;
    if (!completed.has(key)) continue;
    const given = feedbackOf.get(key);
    const released = given?.released === 1 ? given : undefined;
    const targets = new Set<string>();
    for (const link of links) {
      if (link.activity_id !== activityId) continue;
      const issuer = ltiIssuerKey(link.issuer, link.client_id);
      for (const identity of identities) {
        if (identity.id !== userId || identity.issuer !== issuer) continue;
        const target = `${link.platform_id} ${link.lineitem_url} ${identity.subject}`;
        if (targets.has(target)) continue;
        targets.add(target);
        const score = scoreOf(identity.subject, released, now);
        if (await storeScore(db, link.platform_id, link.lineitem_url!, score, now)) written++;
      }
    }
  }
  return written;
}

/** The score a student's completion stands at: graded once a grade is released. */
export function scoreOf(
  subject: string,
  released: { comment: string; grade: number | null } | undefined,
  now: Date,
): AgsScore {
  const graded = released !== undefined && released.grade !== null;
  return {
    userId: subject,
    activityProgress: 'Completed',
    gradingProgress: graded ? 'FullyGraded' : 'Pending',
    timestamp: now.toISOString(),
    ...(graded ? { scoreGiven: released.grade!, scoreMaximum: SCORE_MAXIMUM } : {}),
    ...(released !== undefined && released.comment.trim() !== ''
      ? { comment: released.comment }
      : {}),
  };
}

/** The score without its timestamp, to tell whether a new one says anything new. */
function scoreContent(score: AgsScore): string {
  const content: Partial<AgsScore> = { ...score };
  delete content.timestamp;
  return JSON.stringify(content, Object.keys(content).sort());
}

/**
 * Stores a score unless the last one for this line item and student says the same (and was not
 * given up). Only the latest score matters to a gradebook: an older one not sent yet, and not
 * being sent now, is dropped for it.
 */
async function storeScore(
  db: Db,
  platformId: string,
  lineitemUrl: string,
  score: AgsScore,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const latest = await db
    .selectFrom('lti_score_outbox')
    .select(['score', 'given_up_at'])
    .where('platform_id', '=', platformId)
    .where('lineitem_url', '=', lineitemUrl)
    .where('subject', '=', score.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (
    latest &&
    latest.given_up_at === null &&
    scoreContent(JSON.parse(latest.score) as AgsScore) === scoreContent(score)
  ) {
    return false;
  }
  await db
    .deleteFrom('lti_score_outbox')
    .where('platform_id', '=', platformId)
    .where('lineitem_url', '=', lineitemUrl)
    .where('subject', '=', score.userId)
    .where('sent_at', 'is', null)
    .where('given_up_at', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
    .execute();
  await db
    .insertInto('lti_score_outbox')
    .values({
      id: newId(now.getTime()),
      platform_id: platformId,
      lineitem_url: lineitemUrl,
      subject: score.userId,
      score: JSON.stringify(score),
      attempts: 0,
      next_attempt_at: at,
      lease_until: null,
      sent_at: null,
      given_up_at: null,
      last_error: null,
      created_at: at,
    })
    .execute();
  return true;
}

/**
 * The line item's scores endpoint (AGS 2.0 §3.4): `/scores` after the line item's path, before
 * its query (Moodle's line items carry `?type_id=…`).
 */
export function scoresUrl(lineitemUrl: string): string {
  const url = new URL(lineitemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.href;
}

type ScoreRow = Selectable<LtiScoreOutboxTable>;

export interface UnsentScore {
  created_at: string;
  platform: string;
  lineitem_url: string;
  subject: string;
  attempts: number;
  next_attempt_at: string;
  given_up_at: string | null;
  last_error: string | null;
}

export interface ScoresSent {
  sent: number;
  /** Failed and waiting for another attempt. */
  retrying: number;
  givenUp: number;
}

export interface ScoreOutboxDeps {
  db: Kysely<Database>;
  platforms: PlatformServices;
  log: FastifyBaseLogger;
  clock?: () => Date;
  runner: JobRunner;
  /** Whether the runner sends scores by itself (LTI_SCORES_SEND_MS not 0); tests call sendDue. */
  automatic: boolean;
  /** How long a claim lasts: longer than a token request and a post with their time limits. */
  leaseMs?: number;
}

/** The job that sends the due scores: one per database, asked for by each stored score. */
export const SCORES_JOB = 'lti.scores';
const SCORES_JOB_KEY = 'due';

/** Due scores read at once; each is claimed on its own. */
const CANDIDATES = 10;
const KEEP_FINISHED_MS = 7 * 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;
const ERROR_LENGTH = 500;

/**
 * Sends the outbox's scores to the platforms' gradebooks in the background (AGS 2.0), as the job
 * runner's `lti.scores` job: a write that stores scores asks for it in its transaction, and the
 * job claims due scores one at a time with a lease (so two servers never send one twice), gets a
 * token with the score scope and posts each to its line item, then asks to run again when the
 * next failed one falls due. A failure waits and is tried again (15 s, doubling to 15 min) for a
 * day; a refusal that trying again cannot change (a 4xx other than 401, 408 and 429) is given up
 * at once, its error kept for `npm run cli -- lti-scores`. Each score keeps its own attempts and
 * lease (a course's gradebook wants the latest score of each student, not a queue of them).
 */
export class ScoreOutbox {
  private readonly clock: () => Date;
  private readonly leaseMs: number;
  private pass: Promise<ScoresSent> | undefined;
  private lastSweep = 0;

  constructor(private readonly deps: ScoreOutboxDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.leaseMs = deps.leaseMs ?? 3 * 60_000;
    deps.runner.register({
      kind: SCORES_JOB,
      priority: 10,
      concurrency: 1,
      timeoutMs: 30 * 60_000,
      // Never given up: each score keeps its own attempts and gives itself up after a day.
      retry: { firstDelayMs: DEFAULT_RETRY.firstDelayMs, maxDelayMs: DEFAULT_RETRY.maxDelayMs },
      automatic: deps.automatic,
      run: async () => {
        await this.sendDue();
        const next = await this.msToNextDue();
        return next === null ? undefined : { runAgainInMs: next };
      },
    });
    this.registerCatchUp();
  }

  /**
   * A recurring job, once per database: asks for the sender when scores wait and no job is
   * there to send them (scores stored before the job runner, a job lost): within 10 minutes.
   */
  private registerCatchUp(): void {
    this.deps.runner.register({
      kind: 'lti.scoresCatchUp',
      priority: 50,
      concurrency: 1,
      timeoutMs: 60_000,
      retry: { firstDelayMs: 60_000, maxDelayMs: 10 * 60_000 },
      everyMs: 10 * 60_000,
      automatic: this.deps.automatic,
      run: async () => {
        if ((await this.msToNextDue()) !== null) await this.askToSendIn(this.deps.db);
      },
    });
  }

  /** Asks for the due scores to be sent, within the writing transaction `trx`. */
  askToSendIn(trx: Db): Promise<void> {
    return this.deps.runner.enqueue(trx, SCORES_JOB, [{}], { key: SCORES_JOB_KEY });
  }

  /**
   * Sends every score due now that no other sender holds (a look under way is awaited first);
   * tests call it, the timer does on a running server. Never rejects for a platform's failure.
   */
  async sendDue(): Promise<ScoresSent> {
    if (this.pass) await this.pass.catch(() => undefined);
    const pass = this.look().finally(() => {
      if (this.pass === pass) this.pass = undefined;
    });
    this.pass = pass;
    return pass;
  }

  /** Scores not sent, waiting or given up, oldest first (`npm run cli -- lti-scores`). */
  unsent(limit: number): Promise<UnsentScore[]> {
    return this.deps.db
      .selectFrom('lti_score_outbox')
      .innerJoin('lti_platforms', 'lti_platforms.id', 'lti_score_outbox.platform_id')
      .select([
        'lti_score_outbox.created_at',
        'lti_platforms.name as platform',
        'lti_score_outbox.lineitem_url',
        'lti_score_outbox.subject',
        'lti_score_outbox.attempts',
        'lti_score_outbox.next_attempt_at',
        'lti_score_outbox.given_up_at',
        'lti_score_outbox.last_error',
      ])
      .where('lti_score_outbox.sent_at', 'is', null)
      .orderBy('lti_score_outbox.created_at')
      .orderBy('lti_score_outbox.id')
      .limit(limit)
      .execute();
  }

  /** How long until the next waiting score falls due; null when none waits. */
  private async msToNextDue(): Promise<number | null> {
    const row = await this.deps.db
      .selectFrom('lti_score_outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('next'))
      .where('sent_at', 'is', null)
      .where('given_up_at', 'is', null)
      .executeTakeFirst();
    if (!row?.next) return null;
    // At least a second: a score another server is sending is not asked for in a loop.
    return Math.max(1000, Date.parse(row.next) - this.clock().getTime());
  }

  private async look(): Promise<ScoresSent> {
    const done: ScoresSent = { sent: 0, retrying: 0, givenUp: 0 };
    await this.sweep();
    for (;;) {
      const row = await this.claimNext();
      if (!row) return done;
      done[await this.sendOne(row)]++;
    }
  }

  private async claimNext(): Promise<ScoreRow | undefined> {
    const { db } = this.deps;
    for (;;) {
      const now = this.clock().toISOString();
      const due = await db
        .selectFrom('lti_score_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('given_up_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(CANDIDATES)
        .execute();
      if (due.length === 0) return undefined;
      const leaseUntil = new Date(Date.parse(now) + this.leaseMs).toISOString();
      for (const { id } of due) {
        // The conditions again, in the update: of two senders that read the row, one claims it
        // (PostgreSQL re-reads a row a concurrent update changed; SQLite writes one at a time).
        const claimed = await db
          .updateTable('lti_score_outbox')
          .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', id)
          .where('sent_at', 'is', null)
          .where('given_up_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
          .returningAll()
          .executeTakeFirst();
        if (claimed) return claimed;
      }
    }
  }

  private async sendOne(row: ScoreRow): Promise<keyof ScoresSent> {
    const { db, log } = this.deps;
    const platform = await db
      .selectFrom('lti_platforms')
      .select(['id', 'issuer', 'client_id', 'auth_token_url', 'token_audience'])
      .where('id', '=', row.platform_id)
      .executeTakeFirst();
    // A platform removed meanwhile took its scores with it (on delete cascade).
    if (!platform) return 'givenUp';
    let failure: { error: string; final: boolean };
    let url: string | undefined;
    try {
      url = scoresUrl(row.lineitem_url);
    } catch {
      // The launch stored something that is not a URL: no attempt can send it.
      url = undefined;
    }
    try {
      if (url === undefined)
        throw new PlatformServiceError('malformed', 'the line item URL is not a URL');
      const answer = await this.deps.platforms.call(platform, [LTI_SCOPES.score], {
        method: 'POST',
        url,
        accept: 'application/json',
        contentType: SCORE_MEDIA_TYPE,
        body: row.score,
      });
      if (answer.status >= 200 && answer.status < 300) {
        await db
          .updateTable('lti_score_outbox')
          .set({ sent_at: this.clock().toISOString(), lease_until: null, last_error: null })
          .where('id', '=', row.id)
          .execute();
        return 'sent';
      }
      failure = {
        error: `${answer.status}: ${excerpt(answer.body)}`,
        // Trying again cannot change a refusal of the score itself; a token refused (401), a
        // timeout (408) or a rate limit (429) can.
        final:
          answer.status >= 400 && answer.status < 500 && ![401, 408, 429].includes(answer.status),
      };
    } catch (error) {
      if (!(error instanceof PlatformServiceError)) throw error;
      failure = { error: error.message, final: url === undefined };
    }
    const now = this.clock();
    const error = failure.error.slice(0, ERROR_LENGTH);
    const context = {
      platform: row.platform_id,
      lineitem: row.lineitem_url,
      attempts: row.attempts,
    };
    if (
      failure.final ||
      now.getTime() - Date.parse(row.created_at) >= DEFAULT_RETRY.giveUpAfterMs!
    ) {
      await db
        .updateTable('lti_score_outbox')
        .set({ given_up_at: now.toISOString(), lease_until: null, last_error: error })
        .where('id', '=', row.id)
        .execute();
      log.error({ ...context, error }, 'lti score given up');
      return 'givenUp';
    }
    const next = new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString();
    await db
      .updateTable('lti_score_outbox')
      .set({ next_attempt_at: next, lease_until: null, last_error: error })
      .where('id', '=', row.id)
      .execute();
    log.warn({ ...context, error, nextAttemptAt: next }, 'lti score not sent; it waits');
    return 'retrying';
  }

  private async sweep(): Promise<void> {
    const now = this.clock().getTime();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    const before = new Date(now - KEEP_FINISHED_MS).toISOString();
    await this.deps.db
      .deleteFrom('lti_score_outbox')
      .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('given_up_at', 'is not', null)]))
      .where('created_at', '<', before)
      .execute();
  }
}

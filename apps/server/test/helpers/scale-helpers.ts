import {
  aggregateOf,
  responseScore,
  SCALE_NAMES,
  type IdeaScaleAggregates,
  type ScaleName,
} from '@thoughtful/shared';
import { expect } from 'vitest';
import { newId } from '../../src/lib/ids';
import { signToken } from '../../src/modules/auth/tokens';
import type { TestContext } from './test-app';

/** An `idea_scales` row's answers as a write stores them when none is given (-2, empty words). */
const UNANSWERED = {
  my_emotion: -2,
  author_intent: -2,
  sound: -2,
  good_faith: -2,
  heart_of_issue: -2,
  divisive: -2,
  have_changed: -2,
  would_change: -2,
  answer_questions: -2,
  public_engagement: -2,
  note: '',
  why_manipulative: '',
  my_expertise: '',
  other_side: '',
  solution: '',
} as const;

/**
 * A member made straight in the database, with a token: many members quickly, without the
 * password hashing a login needs.
 */
export async function quickMember(
  ctx: TestContext,
  name: string,
  options: { student?: boolean } = {},
): Promise<{ id: string; token: string }> {
  const id = newId();
  const now = new Date().toISOString();
  await ctx.database.db
    .insertInto('users')
    .values({
      id,
      name,
      email: `${name}@example.org`,
      password_hash: null,
      is_student: options.student ? 1 : 0,
      is_admin: 0,
      confirmed: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const secret = ctx.config.jwtSecret;
  if (!secret) throw new Error('the test config has no JWT secret');
  return { id, token: signToken(id, secret) };
}

const answered = (value: number | null): number | null =>
  value === null || value === -2 ? null : value;

/**
 * An inTell's aggregates recomputed from its raw `idea_scales` rows, written out here rather than
 * taken from the code under test: each answered column (-2 is none) counts on its scale, the
 * score is the shared rule's x of the row's answers, the support level the stored column.
 */
export async function recomputedAggregates(
  ctx: TestContext,
  ideaId: string,
): Promise<{ count: number; aggregates: IdeaScaleAggregates; scores: (number | null)[] }> {
  const rows = await ctx.database.db
    .selectFrom('idea_scales')
    .selectAll()
    .where('idea_id', '=', ideaId)
    .orderBy('user_id')
    .execute();
  const values: Record<ScaleName, number[]> = {
    emotion: [],
    authorIntent: [],
    sound: [],
    score: [],
    goodFaith: [],
    heartOfIssue: [],
    supportLevel: [],
  };
  const add = (name: ScaleName, value: number | null) => {
    if (value !== null) values[name].push(value);
  };
  for (const row of rows) {
    add('emotion', answered(row.my_emotion));
    add('authorIntent', answered(row.author_intent));
    add('sound', answered(row.sound));
    add('goodFaith', answered(row.good_faith));
    add('heartOfIssue', answered(row.heart_of_issue));
    add('supportLevel', answered(row.support_level));
    add(
      'score',
      responseScore({
        authorIntent: row.author_intent,
        sound: row.sound,
        confidence: row.confidence,
        divisive: row.divisive,
        goodFaith: row.good_faith,
        heartOfIssue: row.heart_of_issue,
      })?.x ?? null,
    );
  }
  const aggregates = Object.fromEntries(
    SCALE_NAMES.map((name) => [name, aggregateOf(values[name])]),
  ) as IdeaScaleAggregates;
  return { count: rows.length, aggregates, scores: rows.map((r) => r.score) };
}

/** Counts and histograms exactly; Σ and Σ² up to the rounding that adds and removals leave. */
export function expectSameAggregates(
  stored: IdeaScaleAggregates,
  expected: IdeaScaleAggregates,
): void {
  for (const name of SCALE_NAMES) {
    expect(stored[name].count, `${name} count`).toBe(expected[name].count);
    expect(stored[name].histogram, `${name} histogram`).toEqual(expected[name].histogram);
    expect(Math.abs(stored[name].sum - expected[name].sum), `${name} sum`).toBeLessThan(1e-9);
    expect(
      Math.abs(stored[name].sumOfSquares - expected[name].sumOfSquares),
      `${name} sum of squares`,
    ).toBeLessThan(1e-9);
  }
}

/**
 * `count` interpretations of an inTell by as many new members, written straight to the tables
 * (the aggregates row says how many there are; its sums are left empty): for reads of large
 * inTells. The i-th is set at `start` + i seconds, so the last is the newest.
 */
export async function seedInterpretations(
  ctx: TestContext,
  ideaId: string,
  count: number,
  row: (i: number) => { my_emotion?: number; sound?: number; note?: string } = () => ({}),
  start = Date.parse('2024-01-01T00:00:00.000Z'),
): Promise<string[]> {
  const { db } = ctx.database;
  const ids: string[] = [];
  for (let from = 0; from < count; from += 500) {
    const size = Math.min(500, count - from);
    const users = Array.from({ length: size }, (_, k) => {
      const at = new Date(start).toISOString();
      const id = `seed${String(from + k).padStart(6, '0')}${newId().slice(12)}`;
      ids.push(id);
      return {
        id,
        name: `Seeded ${from + k}`,
        email: `seeded-${ideaId}-${from + k}@example.org`,
        password_hash: null,
        is_student: 0,
        is_admin: 0,
        confirmed: 1,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('users').values(users).execute();
    await db
      .insertInto('idea_scales')
      .values(
        users.map((user, k) => {
          const i = from + k;
          const at = new Date(start + i * 1000).toISOString();
          return {
            idea_id: ideaId,
            user_id: user.id,
            ...UNANSWERED,
            confidence: null,
            value_codes: '[]',
            values_agent: null,
            idea_created: null,
            activity_type: null,
            score: null,
            created_at: at,
            updated_at: at,
            ...row(i),
          };
        }),
      )
      .execute();
  }
  await db
    .insertInto('idea_scale_aggregates')
    .values({
      idea_id: ideaId,
      interpretation_count: count,
      ...Object.fromEntries(
        [
          'emotion',
          'author_intent',
          'sound',
          'score',
          'good_faith',
          'heart_of_issue',
          'support_level',
        ].map((s) => [`${s}_histogram`, JSON.stringify(Array.from({ length: 47 }, () => 0))]),
      ),
    } as never)
    .onConflict((oc) => oc.column('idea_id').doUpdateSet({ interpretation_count: count }))
    .execute();
  return ids;
}

/**
 * One member's interpretation written straight to `idea_scales`, as a write stores it (-2 for
 * every scale not given), made in `classId`'s class when given: for reads that compare readings.
 */
export async function storeInterpretation(
  ctx: TestContext,
  row: {
    ideaId: string;
    userId: string;
    classId?: string | null;
    emotion?: number;
    intent?: number;
    sound?: number;
    goodFaith?: number;
    /** Value codes chosen (content §3 'Values'). */
    values?: readonly number[];
  },
): Promise<void> {
  const at = new Date().toISOString();
  await ctx.database.db
    .insertInto('idea_scales')
    .values({
      idea_id: row.ideaId,
      user_id: row.userId,
      ...UNANSWERED,
      my_emotion: row.emotion ?? -2,
      author_intent: row.intent ?? -2,
      sound: row.sound ?? -2,
      good_faith: row.goodFaith ?? -2,
      value_codes: JSON.stringify(row.values ?? []),
      class_id: row.classId ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

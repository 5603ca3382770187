import { ideaLabel, type PredictionScale } from '@thoughtful/shared';
import type { Db } from '../../db/schema';

/** Each guessed scale's column in `idea_scales` (-2: not answered). */
export const PREDICTION_COLUMN = {
  emotion: 'my_emotion',
  authorIntent: 'author_intent',
  sound: 'sound',
  supportLevel: 'support_level',
} as const satisfies Record<PredictionScale, string>;

export interface GuessRow {
  idea_id: string;
  scale: string;
  predicted: number;
  predicted_agree_share: number | null;
  updated_at: string;
}

/** Stores her guess on one scale, replacing an earlier one (still before the results). */
export async function upsertGuess(
  db: Db,
  guess: Omit<GuessRow, 'updated_at'> & { user_id: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('scale_predictions')
    .values({ ...guess, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'idea_id', 'scale']).doUpdateSet({
        predicted: guess.predicted,
        predicted_agree_share: guess.predicted_agree_share,
        updated_at: now,
      }),
    )
    .execute();
}

/** Whether she has interpreted the inTell: its results are shown to her from then on. */
export async function hasInterpreted(db: Db, ideaId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('idea_scales')
    .select('idea_id')
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function listGuessesOn(db: Db, userId: string, ideaId: string): Promise<GuessRow[]> {
  return db
    .selectFrom('scale_predictions')
    .select(['idea_id', 'scale', 'predicted', 'predicted_agree_share', 'updated_at'])
    .where('user_id', '=', userId)
    .where('idea_id', '=', ideaId)
    .orderBy('scale')
    .execute();
}

/** Her newest guesses on inTells she has interpreted since (their results are shown). */
export function listShownGuesses(db: Db, userId: string, limit: number): Promise<GuessRow[]> {
  return db
    .selectFrom('scale_predictions as p')
    .innerJoin('idea_scales as s', (join) =>
      join.onRef('s.idea_id', '=', 'p.idea_id').onRef('s.user_id', '=', 'p.user_id'),
    )
    .select(['p.idea_id', 'p.scale', 'p.predicted', 'p.predicted_agree_share', 's.updated_at'])
    .where('p.user_id', '=', userId)
    .orderBy('s.updated_at', 'desc')
    .orderBy('p.idea_id')
    .orderBy('p.scale')
    .limit(limit)
    .execute();
}

function classStudents(db: Db, classId: string) {
  return db.selectFrom('class_students').select('user_id').where('class_id', '=', classId);
}

/** The guesses of a class's students, newest first, at most `limit`. */
export function listClassGuesses(
  db: Db,
  classId: string,
  limit: number,
): Promise<(GuessRow & { user_id: string })[]> {
  return db
    .selectFrom('scale_predictions')
    .select(['user_id', 'idea_id', 'scale', 'predicted', 'predicted_agree_share', 'updated_at'])
    .where('user_id', 'in', classStudents(db, classId))
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

export interface ClassAnswerRow {
  idea_id: string;
  my_emotion: number;
  author_intent: number;
  sound: number;
  support_level: number;
}

/** The class's students' answers on these inTells, on the guessed scales. */
export function listClassAnswers(
  db: Db,
  classId: string,
  ideaIds: readonly string[],
): Promise<ClassAnswerRow[]> {
  if (ideaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('idea_scales')
    .select(['idea_id', 'my_emotion', 'author_intent', 'sound', 'support_level'])
    .where('idea_id', 'in', [...ideaIds])
    .where('user_id', 'in', classStudents(db, classId))
    .execute();
}

/** What a list shows for each of these inTells (`ideaLabel`). */
export async function ideaLabels(db: Db, ideaIds: readonly string[]): Promise<Map<string, string>> {
  if (ideaIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ideas')
    .select(['id', 'my_point', 'text', 'url', 'my_content'])
    .where('id', 'in', [...ideaIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      ideaLabel({ myPoint: row.my_point, text: row.text, url: row.url, myContent: row.my_content }),
    ]),
  );
}

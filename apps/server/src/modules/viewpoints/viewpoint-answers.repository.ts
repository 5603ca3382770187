import type { InterpretationFields } from '@thoughtful/shared';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { classesOfScope } from './viewpoint-scopes.repository';

/**
 * The interpretations a scope's opinion map and an inTell's viewpoints are read from (DESIGN.md
 * §12). A class's scope is its rostered students' interpretations of the class's inTells and of
 * public ones (class data counts students only, §10); the public scope is everyone's
 * interpretations of public inTells made outside classes. Every read goes a page of members at a time.
 */

/** The columns of `idea_scales` the viewpoint answer is made of. */
const ANSWER_COLUMNS = [
  'idea_scales.my_emotion',
  'idea_scales.author_intent',
  'idea_scales.sound',
  'idea_scales.good_faith',
  'idea_scales.value_codes',
  'idea_scales.score',
  'idea_scales.support_level',
] as const;

/**
 * An interpretation made in one of these classes or in none: one a student made in another class
 * stays that class's (DESIGN.md §10), so it never moves her on these classes' named map.
 */
export function madeInClassOrNone(
  eb: ExpressionBuilder<Database, 'idea_scales'>,
  classIds: readonly string[],
): Expression<SqlBool> {
  return eb.or([
    eb('idea_scales.class_id', 'is', null),
    eb('idea_scales.class_id', 'in', [...classIds]),
  ]);
}

export interface AnswerColumns {
  my_emotion: number;
  author_intent: number;
  sound: number;
  good_faith: number;
  value_codes: string;
  score: number | null;
  support_level: number;
}

/** A stored interpretation's fields as the viewpoint maths reads them. */
export function interpretationFieldsOf(row: AnswerColumns): InterpretationFields {
  return {
    emotion: Number(row.my_emotion),
    authorIntent: Number(row.author_intent),
    sound: Number(row.sound),
    goodFaith: Number(row.good_faith),
    valueCodes: row.value_codes,
    score: row.score === null ? null : Number(row.score),
    supportLevel: Number(row.support_level),
  };
}

/**
 * The next page of a scope's members, by id after `afterUserId`: its classes' rostered students
 * (each once, by the roster's primary key), or for the public scope every member (the users'
 * primary key).
 */
export async function scopeMemberPage(
  db: Db,
  scopeKey: string,
  afterUserId: string | null,
  limit: number,
): Promise<string[]> {
  const classIds = classesOfScope(scopeKey);
  if (classIds === null) {
    let query = db.selectFrom('users').select('id').orderBy('id').limit(limit);
    if (afterUserId !== null) query = query.where('id', '>', afterUserId);
    return (await query.execute()).map((row) => row.id);
  }
  let query = db
    .selectFrom('class_students')
    .select('user_id')
    .distinct()
    .where('class_id', 'in', classIds)
    .orderBy('user_id')
    .limit(limit);
  if (afterUserId !== null) query = query.where('user_id', '>', afterUserId);
  return (await query.execute()).map((row) => row.user_id);
}

export interface MemberAnswerRow extends AnswerColumns {
  user_id: string;
  idea_id: string;
  updated_at: string;
}

/**
 * These members' interpretations of the scope's inTells (a class's and the public ones, or the
 * public ones only), by the (user_id, idea_id) index of `idea_scales`.
 */
export function answersOfMembers(
  db: Db,
  scopeKey: string,
  userIds: readonly string[],
): Promise<MemberAnswerRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('idea_scales')
    .innerJoin('ideas', 'ideas.id', 'idea_scales.idea_id')
    .select([
      'idea_scales.user_id',
      'idea_scales.idea_id',
      'idea_scales.updated_at',
      ...ANSWER_COLUMNS,
    ])
    .where('idea_scales.user_id', 'in', [...userIds])
    .where((eb) => {
      const classIds = classesOfScope(scopeKey);
      return classIds === null
        ? // Everyone's map: public inTells' interpretations made outside classes (§10).
          eb.and([eb('ideas.class_id', 'is', null), eb('idea_scales.class_id', 'is', null)])
        : eb.and([
            eb.or([eb('ideas.class_id', 'is', null), eb('ideas.class_id', 'in', classIds)]),
            madeInClassOrNone(eb, classIds),
          ]);
    })
    .orderBy('idea_scales.user_id')
    .orderBy('idea_scales.idea_id')
    .execute();
}

export interface ClassAnswerRow extends AnswerColumns {
  user_id: string;
  idea_id: string;
  group_index: number | null;
}

/**
 * These students' interpretations of their classes' inTells and public ones, with each one's
 * group on the scope's map (the class view's bridging and dividing lists); `scopeKey` a class's
 * or classes' read together.
 */
export function classAnswersOfMembers(
  db: Db,
  scopeKey: string,
  userIds: readonly string[],
): Promise<ClassAnswerRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const classIds = classesOfScope(scopeKey) ?? [];
  return db
    .selectFrom('idea_scales')
    .innerJoin('ideas', 'ideas.id', 'idea_scales.idea_id')
    .leftJoin('viewpoint_members', (join) =>
      join
        .onRef('viewpoint_members.user_id', '=', 'idea_scales.user_id')
        .on('viewpoint_members.scope_key', '=', scopeKey),
    )
    .select([
      'idea_scales.user_id',
      'idea_scales.idea_id',
      ...ANSWER_COLUMNS,
      'viewpoint_members.group_index',
    ])
    .where('idea_scales.user_id', 'in', [...userIds])
    .where((eb) => eb.or([eb('ideas.class_id', 'is', null), eb('ideas.class_id', 'in', classIds)]))
    .where((eb) => madeInClassOrNone(eb, classIds))
    .execute();
}

/**
 * The busy inTell the interpretation and HTTP benchmarks share: one inTell with 200 links (150 to
 * other inTells, 50 to waveMakers) and as many interpretations as asked, written straight to the
 * tables in bulk (not through the API), its aggregates and link figures moved with the same shared
 * rules the server uses. Deterministic: every run builds the same data.
 */
import {
  computeIdeaAgentFigures,
  computeIdeaIdeaFigures,
  linkPairKey,
  scaleValuesOf,
  updateIdeaScaleAggregates,
  type LinkRating,
} from '@thoughtful/shared';
import type { DatabaseHandle } from '../src/db/database';
import { newId } from '../src/lib/ids';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import {
  lockIdeaScaleAggregates,
  writeIdeaScaleAggregates,
} from '../src/modules/interpretations/idea-scale-aggregates.repository';
import { seededRandom } from './bench-support';

export const IDEA_LINKS = 150;
export const AGENT_LINKS = 50;

const random = seededRandom(20240611);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** A slider answer at the web's 0.01 step, or none (-2) with the given chance. */
const slider = (min: number, max: number, none = 0.05) =>
  random() < none ? -2 : Math.round((min + random() * (max - min)) * 100) / 100;
const WORDS =
  'trees shade heat city council budget summer streets health cost upkeep evidence'.split(' ');
const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');

/** Ten members' ratings of a link, as the links benchmark makes them: figures like real ones. */
function ratings(): LinkRating[] {
  return Array.from({ length: 10 }, () => {
    const kind = random();
    return {
      level: kind < 0.5 ? 1 : kind < 0.8 ? -1 : 0,
      confidence: pick([0.1, 0.5, 1]),
      isSimilar: kind >= 0.8 && kind < 0.9,
      isComplex: kind >= 0.9,
      isReversed: random() < 0.2,
    };
  });
}

export async function seedIdea(
  database: DatabaseHandle,
): Promise<{ ideaId: string; posterId: string }> {
  const { db } = database;
  const at = new Date().toISOString();
  const posterId = newId();
  await db
    .insertInto('users')
    .values({
      id: posterId,
      name: 'Poster',
      email: 'poster@example.org',
      password_hash: null,
      is_student: 0,
      is_admin: 0,
      confirmed: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const ideaIds = Array.from({ length: IDEA_LINKS + 1 }, () => newId());
  await db
    .insertInto('ideas')
    .values(
      ideaIds.map((id, i) =>
        newIdeaRow({
          id,
          user_id: posterId,
          my_point: `Linked inTell ${i}: ${sentence(6)}`.slice(0, 60),
          my_content: sentence(60),
          url: `https://example.org/articles/${i}`,
          good_intent_level: 1,
          created_at: at,
        }),
      ),
    )
    .execute();
  const [ideaId, ...others] = ideaIds as [string, ...string[]];
  await db
    .insertInto('link_idea_idea')
    .values(
      others.map((other, i) => {
        const f = computeIdeaIdeaFigures(ratings());
        return {
          id: newId(),
          idea_cause: i % 2 === 0 ? ideaId : other,
          idea_effect: i % 2 === 0 ? other : ideaId,
          pair_key: linkPairKey(ideaId, other),
          significance_support_oppose: f.significanceSupportOppose,
          significance_similar: f.significanceSimilar,
          significance_complex: f.significanceComplex,
          avg_level_support_oppose: f.avgLevelSupportOppose,
          avg_level_reversed: f.avgLevelReversed,
          created_at: at,
        };
      }),
    )
    .execute();
  const agentIds = Array.from({ length: AGENT_LINKS }, () => newId());
  await db
    .insertInto('agents')
    .values(
      agentIds.map((id, i) => ({
        id,
        name: `Institute for ${pick(WORDS)} ${i}`,
        url: `https://example.org/agents/${i}`,
        image: '',
        user_id: posterId,
        member_user_id: null,
        created_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('link_idea_agent')
    .values(
      agentIds.map((agentId) => ({
        id: newId(),
        idea_id: ideaId,
        agent_id: agentId,
        avg_level: computeIdeaAgentFigures(
          ratings().map((r) => ({ ...r, isSimilar: false, isComplex: false })),
        ).avgLevel,
        created_at: at,
      })),
    )
    .execute();
  return { ideaId, posterId };
}

/**
 * Members `from` … `to` - 1 interpret the inTell: rows written straight to the table, the
 * aggregates moved with the same shared rule the server uses, one row at a time.
 */
export async function seedInterpretations(
  database: DatabaseHandle,
  ideaId: string,
  from: number,
  to: number,
): Promise<string[]> {
  const { db } = database;
  const start = Date.now() - 30 * 86_400_000;
  const ids: string[] = [];
  let stored = await lockIdeaScaleAggregates(db, ideaId);
  for (let batch = from; batch < to; batch += 500) {
    const size = Math.min(500, to - batch);
    const users = Array.from({ length: size }, (_, k) => {
      const at = new Date(start).toISOString();
      const id = newId(start + batch + k);
      ids.push(id);
      return {
        id,
        name: `interpreter${batch + k}@example.org`,
        email: `interpreter${batch + k}@example.org`,
        password_hash: null,
        is_student: 0,
        is_admin: 0,
        confirmed: 1,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('users').values(users).execute();
    const rows = users.map((user, k) => {
      const at = new Date(start + (batch + k) * 60_000).toISOString();
      const skipped = random() < 0.05;
      const answer = (min: number, max: number, none?: number) =>
        skipped ? -2 : slider(min, max, none);
      const confidence = skipped ? null : pick([null, 0.1, 0.5, 1, 1, 2, 3, 4]);
      const values = {
        my_emotion: answer(-1, 1),
        author_intent: answer(0, 1),
        sound: answer(0, 1),
        good_faith: answer(0, 1, 0.5),
        heart_of_issue: answer(0, 1, 0.5),
        divisive: skipped ? -2 : random() < 0.1 ? 1 : 0,
        confidence,
      };
      const supportLevel =
        skipped || random() < 0.5 ? null : pick([-1, -0.66, -0.33, 0, 0.33, 0.66, 1]);
      const scaleValues = scaleValuesOf(
        {
          myEmotion: values.my_emotion,
          authorIntent: values.author_intent,
          sound: values.sound,
          goodFaith: values.good_faith,
          heartOfIssue: values.heart_of_issue,
          divisive: values.divisive,
          confidence,
        },
        supportLevel,
      );
      stored = {
        count: stored.count + 1,
        aggregates: updateIdeaScaleAggregates(stored.aggregates, null, scaleValues),
      };
      const hasNote = !skipped && random() < 0.4;
      return {
        idea_id: ideaId,
        user_id: user.id,
        ...values,
        have_changed: pick([-2, -1, 0, 1]),
        would_change: pick([-2, -1, 0, 1]),
        answer_questions: pick([-2, -1, 0, 1]),
        public_engagement: pick([-2, -1, 0, 1]),
        note: hasNote ? sentence(5 + Math.floor(random() * 60)) : '',
        why_manipulative: '',
        my_expertise: hasNote && (confidence ?? 0) > 1 ? sentence(12) : '',
        other_side: hasNote ? sentence(10) : '',
        solution: '',
        value_codes: JSON.stringify(random() < 0.5 ? [1, 2] : []),
        values_agent: null,
        idea_created: null,
        activity_type: 102,
        support_level: supportLevel ?? -2,
        score: scaleValues.score,
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('idea_scales').values(rows).execute();
  }
  await writeIdeaScaleAggregates(db, ideaId, stored);
  return ids;
}

import {
  answersAny,
  summariseIdeaViewpoints,
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_SCALES,
  workOutOpinionMap,
  type IdeaViewpoints,
  type MemberAnswers,
  type ViewpointAnswer,
} from '@thoughtful/shared';

/**
 * The maths of a scope's recompute (issue 42), free of the database so that it runs in a worker
 * thread (viewpoint-maths.worker.ts) or, where no bundled worker is at hand, on the caller's
 * thread: the opinion map (`workOutOpinionMap`) and each inTell's published figures. What goes in
 * and out is packed in typed arrays and joined strings: a structured clone of them is a few
 * copies, not hundreds of thousands of objects.
 */

/**
 * How many of an inTell's answers in a scope must be newer than its published figures for a
 * recompute to publish new ones (docs/decisions/2026-11-29-viewpoints.md): one answer never moves
 * what readers see, so no classmate learns from the figures which group a student joined.
 */
export const NEW_ANSWERS_TO_PUBLISH = 3;

/** Numbers per answer in `PackedScope.answerValues`: one per VIEWPOINT_SCALES, NaN for null. */
export const PACKED_SCALES = VIEWPOINT_SCALES.length;

/**
 * A scope's answers as read: every member with an answer that says anything on the viewpoint
 * scales (in id order), her answers in the order read (by inTell id), each inTell numbered as
 * first met.
 */
export interface PackedScope {
  /** The members' ids, joined by '\n' (ids hold no newline). */
  memberIds: string;
  /** The inTells' ids by number, joined by '\n'. */
  ideaIds: string;
  /** Member m's answers are answerStart[m] … answerStart[m + 1] - 1. */
  answerStart: Int32Array;
  /** Each answer's inTell (its number in `ideaIds`). */
  answerIdea: Int32Array;
  /** PACKED_SCALES numbers per answer, in VIEWPOINT_SCALES' order; NaN where unanswered. */
  answerValues: Float64Array;
  /** Per inTell: its answers newer than its published figures (all of them: never published). */
  fresh: Int32Array;
  /** A teacher's release: every inTell's figures are published. */
  release: boolean;
  /** When the answers were read: the figures' `computedAt`. */
  answersAt: string;
}

/** A scope worked out: its placed members by number in `PackedScope.memberIds`. */
export interface PackedMap {
  /** Members placed on the map: as many as `placedMember`'s length. */
  placedMember: Int32Array;
  x: Float64Array;
  y: Float64Array;
  /** -1: in no named group. */
  group: Int32Array;
  groupSizes: number[];
  silhouette: number;
  /** Members with enough answers to be placed. */
  members: number;
  /** The inTells whose figures are published (by number), and their figures as JSON. */
  publishedIdea: Int32Array;
  publishedFigures: string[];
}

/** The typed arrays' buffers, to be moved (not copied) to another thread. */
export function transferablesOf(value: PackedScope | PackedMap): ArrayBuffer[] {
  const arrays =
    'answerStart' in value
      ? [value.answerStart, value.answerIdea, value.answerValues, value.fresh]
      : [value.placedMember, value.x, value.y, value.group, value.publishedIdea];
  return arrays.map((a) => a.buffer as ArrayBuffer);
}

function answerAt(values: Float64Array, index: number): ViewpointAnswer {
  const at = index * PACKED_SCALES;
  const answer = {} as ViewpointAnswer;
  VIEWPOINT_SCALES.forEach((scale, s) => {
    const value = values[at + s]!;
    answer[scale] = Number.isNaN(value) ? null : value;
  });
  return answer;
}

const splitIds = (joined: string) => (joined === '' ? [] : joined.split('\n'));

/**
 * The scope's opinion map and the figures it publishes: the members with enough answers (skips
 * say nothing) placed, their inTells numbered as first met among them (so an inTell none of them
 * answered takes no column of the map's sums), and each inTell with NEW_ANSWERS_TO_PUBLISH fresh
 * answers (all of them on a release) summarised from every answer with the new map's groups.
 */
export function workOutPackedScope(scope: PackedScope): PackedMap {
  const memberIds = splitIds(scope.memberIds);
  const ideaIds = splitIds(scope.ideaIds);
  const { answerStart, answerIdea, answerValues } = scope;
  const column = new Int32Array(ideaIds.length).fill(-1);
  let columns = 0;
  const members: MemberAnswers[] = [];
  const rowOf = new Map<string, number>();
  // Every answer (each says something) by inTell, placed member or not: the published figures.
  const byIdea = new Map<number, { member: number; answer: ViewpointAnswer }[]>();
  for (let m = 0; m < memberIds.length; m += 1) {
    const given: { idea: number; answer: ViewpointAnswer }[] = [];
    for (let a = answerStart[m]!; a < answerStart[m + 1]!; a += 1) {
      const idea = answerIdea[a]!;
      const answer = answerAt(answerValues, a);
      let list = byIdea.get(idea);
      if (list === undefined) byIdea.set(idea, (list = []));
      list.push({ member: m, answer });
      // Only answers on the map's scales place a member.
      if (answersAny(answer)) given.push({ idea, answer });
    }
    if (given.length < VIEWPOINT_MIN_ANSWERS_TO_PLACE) continue;
    rowOf.set(memberIds[m]!, m);
    members.push({
      memberId: memberIds[m]!,
      answers: given.map(({ idea, answer }) => {
        if (column[idea] === -1) column[idea] = columns++;
        return { ideaIndex: column[idea]!, answer };
      }),
    });
  }
  const map = workOutOpinionMap(members, columns);
  const count = map.placed.length;
  const placedMember = new Int32Array(count);
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const group = new Int32Array(count);
  const groupOf = new Int32Array(memberIds.length).fill(-2);
  map.placed.forEach((p, i) => {
    const m = rowOf.get(p.memberId)!;
    placedMember[i] = m;
    x[i] = p.x;
    y[i] = p.y;
    group[i] = p.group ?? -1;
    groupOf[m] = p.group ?? -1;
  });
  const publishedIdea: number[] = [];
  const publishedFigures: string[] = [];
  for (const [idea, answers] of byIdea) {
    if (!scope.release && scope.fresh[idea]! < NEW_ANSWERS_TO_PUBLISH) continue;
    const summary = summariseIdeaViewpoints(
      answers.map((a) => {
        const g = groupOf[a.member]!;
        return { group: g < 0 ? null : g, answer: a.answer };
      }),
    );
    const figures: IdeaViewpoints = {
      ...summary,
      placed: answers.filter((a) => groupOf[a.member]! !== -2).length,
      computedAt: scope.answersAt,
    };
    publishedIdea.push(idea);
    publishedFigures.push(JSON.stringify(figures));
  }
  return {
    placedMember,
    x,
    y,
    group,
    groupSizes: map.groupSizes,
    silhouette: map.silhouette,
    members: members.length,
    publishedIdea: Int32Array.from(publishedIdea),
    publishedFigures,
  };
}

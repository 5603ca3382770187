import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPINION_MAP, seededRandom, workOutOpinionMap } from './opinion-map';
import { VIEWPOINT_MIN_GROUP_SIZE } from './viewpoint-constants';
import type { MemberAnswers } from './viewpoint-inputs';
import { adjustedRandIndex, answerFromSigned, generateScope } from './testing/generated-answers';

/** The planted classes of issue 31: 30 members, 40 inTells, answers around their group's view. */
const PLANTED = { members: 30, ideas: 40, noise: 0.35, differRate: 0.4 } as const;

function recovered(groups: number, run: number): number {
  const scope = generateScope(seededRandom(1_000 * groups + run), { ...PLANTED, groups });
  const map = workOutOpinionMap(scope.members, scope.ideaCount);
  const found = new Map(map.placed.map((p) => [p.memberId, p.group ?? -1]));
  return adjustedRandIndex(
    scope.truth,
    scope.members.map((m) => found.get(m.memberId) ?? -2),
  );
}

describe('opinion map on planted classes', () => {
  it.each([2, 3])(
    'recovers %i planted groups with ARI ≥ 0.8 in at least 95 of 100 classes',
    (groups) => {
      const good = Array.from({ length: 100 }, (_, run) => recovered(groups, run)).filter(
        (ari) => ari >= 0.8,
      ).length;
      expect(good).toBeGreaterThanOrEqual(95);
    },
  );

  it('reports no split in at least 95 of 100 classes with no planted groups', () => {
    let splits = 0;
    for (let run = 0; run < 100; run += 1) {
      const scope = generateScope(seededRandom(77_000 + run), { ...PLANTED, groups: 1 });
      const map = workOutOpinionMap(scope.members, scope.ideaCount);
      expect(map.placed).toHaveLength(30);
      if (map.groupSizes.length > 0) splits += 1;
    }
    expect(splits).toBeLessThanOrEqual(5);
  });

  it('reports no split in small classes with no planted groups either', () => {
    let splits = 0;
    for (let run = 0; run < 100; run += 1) {
      const members = 6 + (run % 10);
      const scope = generateScope(seededRandom(88_000 + run), { members, ideas: 10, groups: 1 });
      if (workOutOpinionMap(scope.members, scope.ideaCount).groupSizes.length > 0) splits += 1;
    }
    expect(splits).toBeLessThanOrEqual(5);
  });
});

describe('opinion map rules', () => {
  const scope = generateScope(seededRandom(5), { ...PLANTED, groups: 2 });

  it('gives the same map for the same answers, groups numbered largest first', () => {
    const first = workOutOpinionMap(scope.members, scope.ideaCount);
    const again = workOutOpinionMap(scope.members, scope.ideaCount);
    expect(again).toEqual(first);
    expect(first.groupSizes).toHaveLength(2);
    expect(first.groupSizes[0]).toBeGreaterThanOrEqual(first.groupSizes[1]!);
    expect(first.silhouette).toBeGreaterThanOrEqual(OPINION_MAP.SPLIT_SILHOUETTE);
  });

  it('leaves off members who answered fewer than five inTells', () => {
    const few: MemberAnswers = {
      memberId: 'few',
      answers: [0, 1, 2, 3].map((ideaIndex) => ({
        ideaIndex,
        answer: answerFromSigned({ sound: 1, emotion: 1 }),
      })),
    };
    const map = workOutOpinionMap([...scope.members, few], scope.ideaCount);
    expect(map.placed.map((p) => p.memberId)).not.toContain('few');
    expect(map.placed).toHaveLength(30);
  });

  it('places no one on skipped interpretations alone (no group of skippers)', () => {
    const skipper = (m: number): MemberAnswers => ({
      memberId: `skipper-${m}`,
      answers: Array.from({ length: 10 }, (_, ideaIndex) => ({
        ideaIndex,
        answer: answerFromSigned({}),
      })),
    });
    const withSkippers = [...scope.members, ...[0, 1, 2, 3, 4].map(skipper)];
    const map = workOutOpinionMap(withSkippers, scope.ideaCount);
    expect(map.placed.map((p) => p.memberId).filter((id) => id.startsWith('skipper'))).toEqual([]);
    expect(map).toEqual(workOutOpinionMap(scope.members, scope.ideaCount));
  });

  it('places nobody with fewer than six members placeable', () => {
    expect(workOutOpinionMap(scope.members.slice(0, 5), scope.ideaCount)).toEqual({
      placed: [],
      groupSizes: [],
      silhouette: 0,
    });
  });

  it('keeps every position within the map, every named group of three or more, for any answers', () => {
    const answer = fc.record({
      sound: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
      emotion: fc.option(fc.double({ min: -1, max: 1, noNaN: true })),
      values: fc.option(fc.double({ min: -1, max: 1, noNaN: true })),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.tuple(fc.nat(7), answer), { minLength: 5, maxLength: 12 }), {
          minLength: 6,
          maxLength: 20,
        }),
        (rows) => {
          const members = rows.map((answers, m) => ({
            memberId: `m${m}`,
            answers: answers.map(([ideaIndex, signed]) => ({
              ideaIndex,
              answer: answerFromSigned({
                sound: signed.sound === null ? null : signed.sound * 2 - 1,
                emotion: signed.emotion,
                values: signed.values,
              }),
            })),
          }));
          const map = workOutOpinionMap(members, 8);
          for (const p of map.placed) {
            expect(Math.hypot(p.x, p.y)).toBeLessThanOrEqual(1 + 1e-9);
            expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
          }
          for (const size of map.groupSizes)
            expect(size).toBeGreaterThanOrEqual(VIEWPOINT_MIN_GROUP_SIZE);
          const grouped = map.placed.filter((p) => p.group !== null).length;
          expect(grouped).toBe(map.groupSizes.reduce((s, n) => s + n, 0));
        },
      ),
      { numRuns: 60 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bridgeGroups,
  bridgedBand,
  classIdeaFigures,
  disagreementOf,
  summariseIdeaViewpoints,
} from './idea-viewpoints';
import { seededRandom } from './opinion-map';
import { answerFromSigned, generateSplitIdea, normal } from './testing/generated-answers';
import type { GroupedAnswer } from './viewpoint-inputs';
import { viewpointAnswerOf } from './viewpoint-answer';

function soundAnswers(
  random: () => number,
  groupMeans: readonly number[],
  size = 10,
): GroupedAnswer[] {
  return groupMeans.flatMap((mean, group) =>
    Array.from({ length: size }, () => ({
      group,
      answer: answerFromSigned({ sound: Math.max(-1, Math.min(1, mean + 0.2 * normal(random))) }),
    })),
  );
}

const bridgedSound = (answers: GroupedAnswer[]) =>
  summariseIdeaViewpoints(answers).scales.find((s) => s.scale === 'sound')!.bridged;

describe('bridging', () => {
  it('scores an inTell every group likes above one that one group loves and the other dislikes, in every run', () => {
    for (let run = 0; run < 100; run += 1) {
      const random = seededRandom(run);
      const liked = 0.2 + random() * 0.5; // every group: 'fairly sound' or so
      const likedByAll = soundAnswers(random, [liked, liked + 0.1 * normal(random)]);
      const loved = 0.8 + random() * 0.2;
      const disliked = -0.8 - random() * 0.2;
      const split = soundAnswers(random, [loved, disliked]);
      expect(bridgedSound(likedByAll)).toBeGreaterThan(bridgedSound(split));
    }
  });

  it('cannot be moved past its band by a group of two (shrinkage)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            count: fc.integer({ min: 10, max: 40 }),
            mean: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          {
            minLength: 2,
            maxLength: 4,
          },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (groups, first, second) => {
          const tallies = groups.map((g) => ({ count: g.count, sum: g.count * g.mean }));
          const n = tallies.reduce((s, g) => s + g.count, 0);
          const overall = tallies.reduce((s, g) => s + g.sum, 0) / n;
          const before = bridgeGroups(tallies, overall).bridged;
          const withTwo = [...tallies, { count: 2, sum: first + second }];
          const after = bridgeGroups(withTwo, (overall * n + first + second) / (n + 2)).bridged;
          // At most 0.08 of the range: a score that far inside its band (0.2 wide) stays in it.
          expect(Math.abs(after - before)).toBeLessThanOrEqual(0.08 + 1e-12);
          const inside =
            Math.min(before * 5 - Math.floor(before * 5), Math.ceil(before * 5) - before * 5) / 5;
          if (inside >= 0.08) expect(bridgedBand(after)).toBe(bridgedBand(before));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is high only when every group is high', () => {
    const { bridged } = bridgeGroups(
      [
        { count: 10, sum: 9 },
        { count: 10, sum: 1 },
      ],
      0.5,
    );
    expect(bridged).toBeLessThan(0.5);
    expect(
      bridgeGroups(
        [
          { count: 10, sum: 8 },
          { count: 10, sum: 8 },
        ],
        0.8,
      ).bridged,
    ).toBeCloseTo(0.8);
  });
});

describe('kind of disagreement', () => {
  it.each([
    ['values', 'values'],
    ['sound', 'facts'],
    ['goodFaith', 'trust'],
    ['emotion', 'tone'],
  ] as const)('says %s splits the groups as %s in at least 90 of 100 runs', (scale, kind) => {
    let right = 0;
    for (let run = 0; run < 100; run += 1) {
      const answers = generateSplitIdea(seededRandom(500 + run), scale);
      if (summariseIdeaViewpoints(answers).disagreement?.kind === kind) right += 1;
    }
    expect(right).toBeGreaterThanOrEqual(90);
  });

  it('says none when the groups read an inTell alike', () => {
    let none = 0;
    for (let run = 0; run < 100; run += 1) {
      const answers = generateSplitIdea(seededRandom(900 + run), 'sound', { gap: 0 });
      if (summariseIdeaViewpoints(answers).disagreement?.kind === 'none') none += 1;
    }
    expect(none).toBeGreaterThanOrEqual(90);
  });

  it('says none, not facts, when everyone gave the same answer', () => {
    for (const sound of [0.1, 0.2, 0.7, 0.8, 0.9]) {
      const same = Array.from({ length: 7 }, (_, i) => ({
        group: i % 2,
        answer: answerFromSigned({ sound: sound * 2 - 1, emotion: 0.3 }),
      }));
      expect(summariseIdeaViewpoints(same).disagreement?.kind).toBe('none');
    }
  });

  it('names tone only when emotion alone splits them', () => {
    expect(disagreementOf({ emotion: 0.9, sound: 0.4 }).kind).toBe('facts');
    expect(disagreementOf({ emotion: 0.9, sound: 0.1 }).kind).toBe('tone');
    expect(disagreementOf({ emotion: 0.1 }).sentence).toBe(
      'The groups read it alike: no scale splits them.',
    );
  });
});

describe('thresholds and sentences', () => {
  const random = seededRandom(3);

  it('shows no scales below five respondents', () => {
    const four = soundAnswers(random, [0.8, -0.8], 2);
    expect(summariseIdeaViewpoints(four)).toEqual({
      respondents: 4,
      groups: [],
      scales: [],
      disagreement: null,
    });
  });

  it('never names a group of two, nor counts it in a bridged score', () => {
    const answers = [
      ...soundAnswers(random, [0.6, 0.6], 5),
      ...soundAnswers(random, [0, 0, -1], 2).filter((a) => a.group === 2),
    ];
    const summary = summariseIdeaViewpoints(answers);
    expect(summary.groups.map((g) => g.index)).toEqual([0, 1]);
    for (const scale of summary.scales) expect(scale.groups.map((g) => g.index)).toEqual([0, 1]);
  });

  it('says what every group grants, or where they part, naming groups never members', () => {
    const alike = summariseIdeaViewpoints(soundAnswers(random, [0.9, 0.9]));
    expect(alike.scales.find((s) => s.scale === 'sound')!.sentence).toBe(
      'Both groups find it sound.',
    );
    const apart = summariseIdeaViewpoints(soundAnswers(random, [0.9, -0.9]));
    const sound = apart.scales.find((s) => s.scale === 'sound')!;
    expect(sound.sentence).toMatch(
      /^The groups differ on how sound it is: Group A finds it .*, while Group B finds it .*unsound\.$/,
    );
    expect(sound.respondents).toBe(20);
    expect(sound.groups.map((g) => g.histogram.reduce((s, n) => s + n, 0))).toEqual([10, 10]);
    expect(apart.disagreement?.kind).toBe('facts');
  });

  it('gives a class list its bridged soundness and widest spread', () => {
    const figures = classIdeaFigures(soundAnswers(random, [0.9, -0.9]))!;
    expect(figures.division).toBeGreaterThan(0.5);
    expect(figures.kind).toBe('facts');
    expect(classIdeaFigures(soundAnswers(random, [0.9], 4))).toBeNull();
  });
});

describe('reading a stored interpretation', () => {
  it('maps unanswered to null and values to their balance', () => {
    expect(
      viewpointAnswerOf({
        emotion: -2,
        authorIntent: 0.4,
        sound: -2,
        goodFaith: 1,
        valueCodes: '[1,2,-3]',
        score: 3.5,
        supportLevel: -2,
      }),
    ).toEqual({
      emotion: null,
      authorIntent: 0.4,
      sound: null,
      goodFaith: 1,
      values: 1 / 3,
      score: 1,
      supportLevel: null,
    });
    expect(
      viewpointAnswerOf({
        emotion: 0,
        authorIntent: 0,
        sound: 0,
        goodFaith: 0,
        valueCodes: 'oops',
        score: null,
        supportLevel: 0,
      }).values,
    ).toBeNull();
  });
});

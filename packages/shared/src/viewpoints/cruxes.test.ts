import { describe, expect, it } from 'vitest';
import { findCruxes } from './cruxes';
import { seededRandom } from './opinion-map';
import { plantedTree } from './testing/generated-trees';
import type { QuestionTree } from './viewpoint-inputs';

describe('crux finder', () => {
  it('puts the planted crux in the top three in at least 90 of 100 generated trees', () => {
    let found = 0;
    for (let run = 0; run < 100; run += 1) {
      const { tree, crux, groupOf } = plantedTree(seededRandom(4_000 + run), run);
      const cruxes = findCruxes(tree, groupOf);
      expect(cruxes.length).toBeLessThanOrEqual(3);
      if (cruxes.some((c) => c.ideaId === crux)) found += 1;
    }
    expect(found).toBeGreaterThanOrEqual(90);
  });

  it('names none without two groups of three', () => {
    const { tree } = plantedTree(seededRandom(1), 0);
    expect(findCruxes(tree, () => null)).toEqual([]);
    expect(findCruxes(tree, (id) => (id === 'm0' || id === 'm1' ? 1 : 0))).toEqual([]);
  });

  it('gives its reason in words: who finds it sounder, and how it bears on the question', () => {
    const members = Array.from({ length: 12 }, (_, m) => `m${m}`);
    const groupOf = (id: string) => Number(id.slice(1)) % 2;
    const tree: QuestionTree = {
      questionId: 'q',
      links: [
        { cause: 'a', effect: 'q', ratings: members.map((memberId) => ({ memberId, level: 0.9 })) },
        { cause: 'b', effect: 'a', ratings: members.map((memberId) => ({ memberId, level: 0.9 })) },
      ],
      soundness: new Map([
        [
          'a',
          members.map((memberId) => ({ memberId, sound: groupOf(memberId) === 1 ? 0.9 : 0.1 })),
        ],
        [
          'b',
          members.map((memberId) => ({ memberId, sound: groupOf(memberId) === 1 ? 0.9 : 0.1 })),
        ],
      ]),
    };
    const [first, second] = findCruxes(tree, groupOf);
    expect(first!.ideaId).toBe('a');
    expect(first!.reason).toBe(
      'Group B finds it far sounder than Group A does; it bears directly on the question.',
    );
    expect(second!.reason).toMatch(/it bears on the question through 1 other inTell\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  avgLevel,
  avgLevelReversed,
  avgLevelSupportOppose,
  classifyAgentLink,
  classifyIdeaAgentLink,
  classifyIdeaLink,
  computeAgentAgentFigures,
  computeIdeaIdeaFigures,
  ideaActsOnOther,
  isInIdeaLinkColumn,
  isRatingReversed,
  linkAgentAgentBody,
  linkIdeaAgentBody,
  linkIdeaIdeaBody,
  linkPairKey,
  ratingForMode,
  significanceComplex,
  significanceSimilar,
  significanceSupportOppose,
  type IdeaIdeaFigures,
  type LinkRating,
} from './link-rules';

const support = (confidence?: number, isReversed = false): LinkRating => ({
  level: 1,
  confidence,
  isSimilar: false,
  isComplex: false,
  isReversed,
});
const oppose = (confidence?: number, isReversed = false): LinkRating => ({
  ...support(confidence, isReversed),
  level: -1,
});
const similar = (confidence?: number): LinkRating => ({
  level: 0,
  confidence,
  isSimilar: true,
  isComplex: false,
  isReversed: false,
});
const complex = (confidence?: number): LinkRating => ({
  level: 0,
  confidence,
  isSimilar: false,
  isComplex: true,
  isReversed: false,
});

function figures(overrides: Partial<IdeaIdeaFigures>): IdeaIdeaFigures {
  return {
    significanceSupportOppose: 0,
    significanceSimilar: 0,
    significanceComplex: 0,
    avgLevelSupportOppose: 0,
    avgLevelReversed: 0,
    ...overrides,
  };
}

describe('ratingForMode', () => {
  it.each([
    [20, 'T', 'O', 1, false, false],
    [21, 'O', 'T', 1, false, false],
    [22, 'T', 'O', -1, false, false],
    [23, 'O', 'T', -1, false, false],
    [24, 'T', 'O', 0, false, true],
    [25, 'O', 'T', 0, false, true],
    [26, 'T', 'O', 0, true, false],
    [27, 'O', 'T', 0, true, false],
  ] as const)(
    'idea mode %i: cause %s, effect %s, level %i',
    (mode, cause, effect, level, sim, cx) => {
      expect(ratingForMode(mode, 'T', 'O')).toEqual({
        ideaCause: cause,
        ideaEffect: effect,
        level,
        confidence: 0.5,
        isSimilar: sim,
        isComplex: cx,
      });
    },
  );

  it.each([
    [50, 'T', 'O', 1, false],
    [51, 'O', 'T', 1, false],
    [52, 'T', 'O', -1, false],
    [53, 'O', 'T', -1, false],
    [54, 'T', 'O', 0, true],
    [55, 'O', 'T', 0, true],
  ] as const)('agent mode %i: first %s, second %s', (mode, first, second, level, sim) => {
    expect(ratingForMode(mode, 'T', 'O')).toMatchObject({
      agent1: first,
      agent2: second,
      level,
      isSimilar: sim,
      isComplex: false,
    });
  });

  it.each([
    [30, 'T', 'O', 1],
    [31, 'T', 'O', -1],
    [40, 'O', 'T', 1],
    [41, 'O', 'T', -1],
  ] as const)('idea-agent mode %i: idea %s, agent %s, level %i', (mode, idea, agent, level) => {
    expect(ratingForMode(mode, 'T', 'O')).toMatchObject({ idea, agent, level });
  });

  it('bodies are built from the same table', () => {
    expect(linkIdeaIdeaBody(21, 'T', 'O')).toEqual({
      ideaCause: 'O',
      ideaEffect: 'T',
      modeOnSubmit: 21,
    });
    expect(linkAgentAgentBody(50, 'T', 'O')).toEqual({
      agent1: 'T',
      agent2: 'O',
      modeOnSubmit: 50,
    });
    expect(linkIdeaAgentBody(41, 'agent', 'idea')).toEqual({
      idea: 'idea',
      agent: 'agent',
      modeOnSubmit: 41,
    });
  });

  it('pairs are keyed unordered; a rating is reversed when its first end is not the stored one', () => {
    expect(linkPairKey('b', 'a')).toBe('a:b');
    expect(linkPairKey('a', 'b')).toBe('a:b');
    expect(isRatingReversed('a', 'a')).toBe(false);
    expect(isRatingReversed('a', 'b')).toBe(true);
  });
});

describe('figures (DESIGN.md §5)', () => {
  it('are zero without ratings, never NaN', () => {
    expect(computeIdeaIdeaFigures([])).toEqual(figures({}));
    expect(avgLevel([])).toBe(0);
  });

  it('sum confidences per kind, missing confidence counting 0.5', () => {
    const ratings = [support(1), oppose(), similar(0.1), complex(1), complex()];
    expect(significanceSupportOppose(ratings)).toBe(1.5);
    expect(significanceSimilar(ratings)).toBe(0.1);
    expect(significanceComplex(ratings)).toBe(1.5);
  });

  it('average support/oppose levels weighted by confidence, ignoring similar and complex', () => {
    // (1·1 + 0.5·-1) / 1.5 = 1/3
    expect(avgLevelSupportOppose([support(1), oppose(0.5), similar(1), complex(1)])).toBeCloseTo(
      1 / 3,
      12,
    );
    expect(avgLevelSupportOppose([similar(1)])).toBe(0);
  });

  it('avgLevelReversed is the reversed share of all confidence', () => {
    // reversed 0.5 out of 1 + 0.5 + 0.5 = 2
    expect(avgLevelReversed([support(1), oppose(0.5, true), similar(0.5)])).toBe(0.25);
  });

  it('idea-agent avgLevel and agent-agent figures use the same sums', () => {
    expect(avgLevel([support(1), oppose(0.1)])).toBeCloseTo(0.9 / 1.1, 12);
    expect(computeAgentAgentFigures([support(), similar(1)])).toEqual({
      significanceSimilar: 1,
      significanceSupportOppose: 0.5,
      avgLevelSupportOppose: 1,
    });
  });
});

describe('classifyIdeaLink (content §4)', () => {
  it('direction: avgLevelReversed exactly 0.5 keeps the stored direction', () => {
    expect(ideaActsOnOther(0.5, true)).toBe(true);
    expect(ideaActsOnOther(0.5, false)).toBe(false);
    expect(ideaActsOnOther(0.50001, true)).toBe(false);
    expect(ideaActsOnOther(0.50001, false)).toBe(true);
    const link = figures({ significanceSupportOppose: 1, avgLevelSupportOppose: 1 });
    expect(classifyIdeaLink({ ...link, avgLevelReversed: 0.5 }, true)).toEqual(['supports']);
    expect(classifyIdeaLink({ ...link, avgLevelReversed: 0.5 }, false)).toEqual(['supportedBy']);
    expect(classifyIdeaLink({ ...link, avgLevelReversed: 0.6 }, true)).toEqual(['supportedBy']);
    expect(classifyIdeaLink({ ...link, avgLevelReversed: 0.6 }, false)).toEqual(['supports']);
  });

  it('level exactly 0 supports; below 0 opposes', () => {
    const link = figures({ significanceSupportOppose: 1 });
    expect(classifyIdeaLink({ ...link, avgLevelSupportOppose: 0 }, true)).toEqual(['supports']);
    expect(classifyIdeaLink({ ...link, avgLevelSupportOppose: -0.01 }, true)).toEqual(['opposes']);
    expect(classifyIdeaLink({ ...link, avgLevelSupportOppose: -0.01 }, false)).toEqual([
      'opposedBy',
    ]);
  });

  it('support/oppose equal to similar counts as support/oppose, not related', () => {
    const link = figures({ significanceSupportOppose: 1, significanceSimilar: 1 });
    expect(classifyIdeaLink({ ...link, avgLevelSupportOppose: 1 }, true)).toEqual(['supports']);
    expect(classifyIdeaLink({ ...link, avgLevelSupportOppose: -1 }, true)).toEqual(['opposes']);
    expect(classifyIdeaLink({ ...link, significanceSimilar: 1.01 }, true)).toEqual(['related']);
  });

  it('supporting needs at least the complex significance; opposing does not', () => {
    const tie = figures({ significanceSupportOppose: 1, significanceComplex: 1 });
    expect(classifyIdeaLink({ ...tie, avgLevelSupportOppose: 1 }, true)).toEqual(['supports']);
    const complexAbove = figures({ significanceSupportOppose: 1, significanceComplex: 1.5 });
    expect(classifyIdeaLink({ ...complexAbove, avgLevelSupportOppose: 1 }, true)).toEqual([
      'synthesis',
    ]);
    // An opposing link stays in 'Opposes' (view 2) and is also a synthesis (view 3).
    expect(classifyIdeaLink({ ...complexAbove, avgLevelSupportOppose: -1 }, true)).toEqual([
      'opposes',
      'synthesis',
    ]);
    expect(
      isInIdeaLinkColumn('opposes', { ...complexAbove, avgLevelSupportOppose: -1 }, true),
    ).toBe(true);
  });

  it('synthesis needs complex strictly above both others', () => {
    expect(
      classifyIdeaLink(figures({ significanceComplex: 1, significanceSimilar: 1 }), true),
    ).toEqual(['related']);
    expect(
      classifyIdeaLink(figures({ significanceComplex: 1.5, significanceSimilar: 1 }), true),
    ).toEqual(['synthesis']);
  });

  it('related needs similar above support/oppose and at least complex', () => {
    expect(
      classifyIdeaLink(figures({ significanceSimilar: 1, significanceSupportOppose: 0.5 }), true),
    ).toEqual(['related']);
    expect(
      classifyIdeaLink(
        figures({ significanceSimilar: 1, significanceComplex: 1, significanceSupportOppose: 0.5 }),
        true,
      ),
    ).toEqual(['related']);
  });
});

describe('agent and idea-agent classification', () => {
  it('agents: similar only when strictly above support/oppose; friend at 0, foe below', () => {
    const base = { significanceSupportOppose: 1, avgLevelSupportOppose: 0 };
    expect(classifyAgentLink({ ...base, significanceSimilar: 1 })).toBe('friend');
    expect(classifyAgentLink({ ...base, significanceSimilar: 1.01 })).toBe('similar');
    expect(
      classifyAgentLink({ ...base, significanceSimilar: 0, avgLevelSupportOppose: -0.1 }),
    ).toBe('foe');
  });

  it('idea-agent: strengthens at 0 and above, weakens below', () => {
    expect(classifyIdeaAgentLink({ avgLevel: 0 })).toBe('strengthens');
    expect(classifyIdeaAgentLink({ avgLevel: -0.001 })).toBe('weakens');
  });
});

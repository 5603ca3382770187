import { describe, expect, it } from 'vitest';
import {
  classifyIdeaLink,
  computeIdeaIdeaFigures,
  type IdeaIdeaFigures,
  type LinkRating,
} from './link-rules';
import {
  agentAgentLinkSentences,
  ideaAgentLinkSentences,
  ideaIdeaLinkSentences,
  levelBand,
  levelBandRange,
  raterSubject,
  type LevelBand,
  type LinkRaterCounts,
  type LinkSentence,
} from './link-sentences';

const NO_RATERS: LinkRaterCounts = {
  total: 0,
  support: 0,
  oppose: 0,
  neutral: 0,
  similar: 0,
  complex: 0,
  reversed: 0,
};
const raters = (counts: Partial<LinkRaterCounts>): LinkRaterCounts => ({
  ...NO_RATERS,
  ...counts,
});

const FIGURES: IdeaIdeaFigures = {
  significanceSupportOppose: 0,
  significanceSimilar: 0,
  significanceComplex: 0,
  avgLevelSupportOppose: 0,
  avgLevelReversed: 0,
};
const figures = (f: Partial<IdeaIdeaFigures>): IdeaIdeaFigures => ({ ...FIGURES, ...f });

const of = (sentences: LinkSentence[], kind: LinkSentence['kind']) =>
  sentences.find((s) => s.kind === kind);
const textOf = (sentences: LinkSentence[], kind: LinkSentence['kind']) => of(sentences, kind)?.text;

describe('levelBand: the seven bands of an average level, at and around every bound', () => {
  it.each<[number, LevelBand]>([
    [1, 'strongPositive'],
    [0.66, 'strongPositive'],
    [0.6599, 'positive'],
    [0.33, 'positive'],
    [0.3299, 'weakPositive'],
    [0.0001, 'weakPositive'],
    [0, 'zero'],
    [-0, 'zero'],
    [-0.0001, 'weakNegative'],
    [-0.3299, 'weakNegative'],
    [-0.33, 'negative'],
    [-0.6599, 'negative'],
    [-0.66, 'strongNegative'],
    [-1, 'strongNegative'],
  ])('%s is %s', (value, band) => {
    expect(levelBand(value)).toBe(band);
  });

  it('reads sums that land a hair below a bound as the bound', () => {
    // Three ratings at 0.66 with confidence 0.1: 0.198 / 0.30000000000000004 = 0.6599999999999999.
    const rating: LinkRating = {
      level: 0.66,
      confidence: 0.1,
      isSimilar: false,
      isComplex: false,
      isReversed: false,
    };
    const average = computeIdeaIdeaFigures([rating, rating, rating]).avgLevelSupportOppose;
    expect(average).toBeLessThan(0.66);
    expect(levelBand(average)).toBe('strongPositive');
    expect(levelBand(-average)).toBe('strongNegative');
  });

  it('words each band as a range', () => {
    expect(levelBandRange('strongPositive')).toBe('0.66 or more');
    expect(levelBandRange('positive')).toBe('at least 0.33 and under 0.66');
    expect(levelBandRange('weakPositive')).toBe('above 0 and under 0.33');
    expect(levelBandRange('zero')).toBe('exactly 0');
    expect(levelBandRange('weakNegative')).toBe('above -0.33 and under 0');
    expect(levelBandRange('negative')).toBe('above -0.66 and at most -0.33');
    expect(levelBandRange('strongNegative')).toBe('-0.66 or less');
  });
});

describe('raterSubject: who, of all raters', () => {
  it.each<[number, number, string, boolean]>([
    [1, 1, 'The one rater', false],
    [2, 2, 'Both raters', true],
    [3, 3, 'All 3 raters', true],
    [3, 4, 'Most raters (3 of 4)', true],
    [2, 3, 'Most raters (2 of 3)', true],
    [2, 4, '2 of 4 raters', true],
    [1, 2, '1 of 2 raters', false],
    [1, 3, '1 of 3 raters', false],
  ])('%s of %s is "%s"', (count, total, subject, plural) => {
    expect(raterSubject(count, total)).toEqual({ subject, plural });
  });
});

describe('ideaIdeaLinkSentences', () => {
  it('says so when no one has rated the link, and nothing else', () => {
    const sentences = ideaIdeaLinkSentences(FIGURES, NO_RATERS);
    expect(sentences.map((s) => s.text)).toEqual(['No one has rated this link yet.']);
    expect(sentences[0]?.howWorkedOut).toMatch(/has none yet/);
  });

  it.each<[Partial<LinkRaterCounts>, string]>([
    [{ total: 1, support: 1 }, 'The one rater sees this as support.'],
    [{ total: 2, support: 2 }, 'Both raters see this as support.'],
    [{ total: 4, support: 3, oppose: 1 }, 'Most raters (3 of 4) see this as support.'],
    [{ total: 3, support: 1, oppose: 2 }, 'Most raters (2 of 3) see this as opposition.'],
    [{ total: 2, oppose: 2 }, 'Both raters see this as opposition.'],
    [{ total: 4, support: 2, oppose: 2 }, 'Raters are split: 2 see support, 2 see opposition.'],
    [
      { total: 5, support: 2, oppose: 1, similar: 2 },
      'Raters are split: 2 see support, 1 sees opposition.',
    ],
    [
      { total: 5, support: 1, oppose: 2, neutral: 2 },
      'Raters are split: 1 sees support, 2 see opposition.',
    ],
    [{ total: 3, support: 1, similar: 2 }, '1 of 3 raters sees this as support.'],
    [{ total: 4, support: 2, complex: 2 }, '2 of 4 raters see this as support.'],
    [{ total: 2, oppose: 1, neutral: 1 }, '1 of 2 raters sees this as opposition.'],
    [{ total: 2, neutral: 2 }, 'Both raters see this as neither support nor opposition.'],
    [
      { total: 3, neutral: 1, similar: 2 },
      '1 of 3 raters sees this as neither support nor opposition.',
    ],
    [{ total: 2, similar: 1, complex: 1 }, 'No rater sees this as support or opposition.'],
  ])('head count %o: "%s"', (counts, text) => {
    expect(textOf(ideaIdeaLinkSentences(FIGURES, raters(counts)), 'headcount')).toBe(text);
  });

  it('explains the head count with every rater accounted for', () => {
    const sentences = ideaIdeaLinkSentences(
      FIGURES,
      raters({ total: 6, support: 2, oppose: 1, neutral: 1, similar: 2, complex: 1 }),
    );
    // One rating is both similar and complex: 6 - 2 - 1 - 1 = 2 similar or complex.
    expect(of(sentences, 'headcount')?.howWorkedOut).toBe(
      "6 members have rated this link: 2 as support (a level above 0), 1 as opposition (a level below 0), 1 at 0, and 2 as similar or complex, which counts as neither. 'Most' means more than half of all raters.",
    );
    expect(
      of(ideaIdeaLinkSentences(FIGURES, raters({ total: 1, support: 1 })), 'headcount')
        ?.howWorkedOut,
    ).toMatch(/^1 member has rated this link: 1 as support/);
  });

  it.each<[number, string]>([
    [1, 'strong support'],
    [0.66, 'strong support'],
    [0.65, 'support'],
    [0.33, 'support'],
    [0.32, 'weak support'],
    [-0.32, 'weak opposition'],
    [-0.33, 'opposition'],
    [-0.65, 'opposition'],
    [-0.66, 'strong opposition'],
    [-1, 'strong opposition'],
  ])('weighed by confidence, an average of %s reads as %s', (average, words) => {
    const sentences = ideaIdeaLinkSentences(
      figures({ significanceSupportOppose: 1, avgLevelSupportOppose: average }),
      raters({ total: 2, support: 1, oppose: 1 }),
    );
    expect(textOf(sentences, 'weighed')).toBe(`Weighed by their confidence, it reads as ${words}.`);
  });

  it('says plainly when the weighed reading leans against the head count, and why', () => {
    // The link: two unsure raters oppose a little, one sure rater supports fully.
    const unsureAgainst: LinkRating = {
      level: -0.33,
      confidence: 0.1,
      isSimilar: false,
      isComplex: false,
      isReversed: false,
    };
    const sureFor: LinkRating = { ...unsureAgainst, level: 1, confidence: 1 };
    const linkFigures = computeIdeaIdeaFigures([unsureAgainst, unsureAgainst, sureFor]);
    const sentences = ideaIdeaLinkSentences(
      linkFigures,
      raters({ total: 3, support: 1, oppose: 2 }),
    );
    expect(textOf(sentences, 'headcount')).toBe('Most raters (2 of 3) see this as opposition.');
    expect(textOf(sentences, 'weighed')).toBe(
      'Weighed by their confidence, though, it reads as strong support: the 1 rating of support weighs more than the 2 of opposition, by a surer confidence or a level further from 0.',
    );
    // The inTell screen lists it (green) by the same weighed average the sentence reads.
    expect(classifyIdeaLink(linkFigures, true)).toEqual(['supports']);
    expect(of(sentences, 'weighed')?.howWorkedOut).toContain(
      'list the link as support (green) when this average is 0 or more and as opposition (red) below 0.',
    );
    // Every band of the weighed side, not only the strong one (the journey's link reads 0.62).
    for (const [average, words] of [
      [0.62, 'support'],
      [0.1, 'weak support'],
    ] as const) {
      expect(
        textOf(
          ideaIdeaLinkSentences(
            figures({ significanceSupportOppose: 0.7, avgLevelSupportOppose: average }),
            raters({ total: 3, support: 1, oppose: 2 }),
          ),
          'weighed',
        ),
      ).toMatch(
        new RegExp(`^Weighed by their confidence, though, it reads as ${words}: the 1 rating`),
      );
    }
    // And the other way round.
    const against = ideaIdeaLinkSentences(
      figures({ significanceSupportOppose: 1.2, avgLevelSupportOppose: -0.5 }),
      raters({ total: 3, support: 2, oppose: 1 }),
    );
    expect(textOf(against, 'weighed')).toBe(
      'Weighed by their confidence, though, it reads as opposition: the 1 rating of opposition weighs more than the 2 of support, by a surer confidence or a level further from 0.',
    );
  });

  it('an average of exactly 0 says where the inTell screens list it (with support)', () => {
    const linkFigures = figures({ significanceSupportOppose: 1, avgLevelSupportOppose: 0 });
    const sentences = ideaIdeaLinkSentences(
      linkFigures,
      raters({ total: 2, support: 1, oppose: 1 }),
    );
    expect(textOf(sentences, 'weighed')).toBe(
      'Weighed by their confidence, it reads as neither support nor opposition; a link at exactly 0 is listed with the links that support.',
    );
    expect(classifyIdeaLink(linkFigures, true)).toEqual(['supports']);
  });

  it('shows the numbers behind the weighed reading in plain words', () => {
    // ana +1 (0.5), ben +1 (0.5), cai -1 (0.5): Σc = 1.5, Σc·level = 0.5, average 1/3.
    const sentences = ideaIdeaLinkSentences(
      figures({ significanceSupportOppose: 1.5, avgLevelSupportOppose: 1 / 3 }),
      raters({ total: 3, support: 2, oppose: 1 }),
    );
    const how = of(sentences, 'weighed')?.howWorkedOut ?? '';
    expect(how).toContain('Their confidence adds up to 1.5');
    expect(how).toContain('adds up to 0.5, and 0.5 ÷ 1.5 gives the average level, 0.33.');
    expect(how).toContain("'Support' is when the average is at least 0.33 and under 0.66.");
  });

  it('gives no weighed reading when no rating counts as support or opposition', () => {
    const sentences = ideaIdeaLinkSentences(
      figures({ significanceSimilar: 0.5 }),
      raters({ total: 1, similar: 1 }),
    );
    expect(of(sentences, 'weighed')).toBeUndefined();
  });

  it('words similar and complex ratings as counts', () => {
    const f = figures({
      significanceSupportOppose: 0.5,
      significanceSimilar: 1,
      significanceComplex: 0.5,
      avgLevelSupportOppose: 1,
    });
    const sentences = ideaIdeaLinkSentences(
      f,
      raters({ total: 4, support: 1, similar: 2, complex: 1 }),
    );
    expect(textOf(sentences, 'similar')).toBe(
      '2 of 4 raters see the two inTells as similar: they say much the same thing.',
    );
    expect(textOf(sentences, 'complex')).toBe(
      '1 of 4 raters sees the link as complex: together the two inTells make a synthesis, not a plain support or opposition.',
    );
    expect(of(sentences, 'similarComplex')).toBeUndefined();
    expect(of(sentences, 'similar')?.howWorkedOut).toContain(
      'similar 1, complex 0.5, support or opposition 0.5',
    );
    const all = ideaIdeaLinkSentences(
      figures({ significanceSimilar: 1.5 }),
      raters({ total: 3, similar: 3 }),
    );
    expect(textOf(all, 'similar')).toMatch(/^All 3 raters see the two inTells as similar/);
    expect(textOf(all, 'complex')).toBeUndefined();
    const none = ideaIdeaLinkSentences(
      figures({ significanceSupportOppose: 0.5, avgLevelSupportOppose: 1 }),
      raters({ total: 1, support: 1 }),
    );
    expect(textOf(none, 'similarComplex')).toBe(
      'No rater sees the two inTells as similar or the link as complex.',
    );
  });

  it('reads the direction: above half the weight reversed reads it effect to cause', () => {
    const direction = (avgLevelReversed: number, counts: Partial<LinkRaterCounts>) =>
      of(
        ideaIdeaLinkSentences(
          figures({ significanceSupportOppose: 1, avgLevelSupportOppose: 1, avgLevelReversed }),
          raters(counts),
        ),
        'direction',
      );
    expect(direction(0.51, { total: 2, support: 2, reversed: 1 })?.text).toBe(
      'Most of the weight reads it the other way round: the effect bears on the cause.',
    );
    expect(direction(1, { total: 1, support: 1, reversed: 1 })?.text).toBe(
      'Most of the weight reads it the other way round: the effect bears on the cause.',
    );
    // Exactly half is not above half: the link keeps its direction (content §4).
    expect(direction(0.5, { total: 2, support: 2, reversed: 1 })?.text).toBe(
      '1 of 2 raters reads it the other way round (the effect bearing on the cause), but the link still reads from cause to effect.',
    );
    // More raters, less weight: 2 reversed raters guessing, 1 knowing the other way.
    expect(direction(1 / 6, { total: 3, support: 3, reversed: 2 })?.text).toBe(
      'Most raters (2 of 3) read it the other way round (the effect bearing on the cause), but the link still reads from cause to effect.',
    );
    expect(direction(0, { total: 3, support: 3 })?.text).toBe(
      'All 3 raters read it from cause to effect.',
    );
    expect(direction(0, { total: 1, support: 1 })?.text).toBe(
      'The one rater reads it from cause to effect.',
    );
    // Two are 'both', as in the head count, not 'All 2'.
    expect(direction(0, { total: 2, support: 1, oppose: 1 })?.text).toBe(
      'Both raters read it from cause to effect.',
    );
    expect(direction(0.25, { total: 4, support: 4, reversed: 1 })?.howWorkedOut).toBe(
      "25% of all the raters' confidence is on ratings that read the link the other way round (1 of 4 raters). Above 50%, the link reads from effect to cause, and the inTell screens show it that way.",
    );
  });

  it('puts the sentences in reading order', () => {
    const sentences = ideaIdeaLinkSentences(
      figures({ significanceSupportOppose: 1, avgLevelSupportOppose: 1, significanceSimilar: 0.5 }),
      raters({ total: 3, support: 2, similar: 1 }),
    );
    expect(sentences.map((s) => s.kind)).toEqual(['headcount', 'weighed', 'similar', 'direction']);
  });
});

describe('ideaAgentLinkSentences', () => {
  it.each<[number, string]>([
    [1, 'strongly strengthens'],
    [0.66, 'strongly strengthens'],
    [0.5, 'strengthens'],
    [0.33, 'strengthens'],
    [0.2, 'slightly strengthens'],
    [0, 'neither strengthens nor weakens'],
    [-0.2, 'slightly weakens'],
    [-1 / 3, 'weakens'],
    [-0.66, 'strongly weakens'],
  ])('an average level of %s: the inTell %s the waveMaker', (avgLevel, verb) => {
    const [sentence] = ideaAgentLinkSentences({ avgLevel });
    expect(sentence?.text).toBe(
      `Weighed by the raters' confidence, the inTell ${verb} the waveMaker.`,
    );
  });

  it('explains the average in plain words', () => {
    const [sentence] = ideaAgentLinkSentences({ avgLevel: 1 / 3 });
    expect(sentence?.howWorkedOut).toContain(
      'gives the average level: 0.33, on a scale from -1 to 1.',
    );
    expect(sentence?.howWorkedOut).toContain(
      "'Strengthens' is when the average is at least 0.33 and under 0.66.",
    );
  });
});

describe('agentAgentLinkSentences', () => {
  const agentFigures = (so: number, similar: number, average: number) => ({
    significanceSupportOppose: so,
    significanceSimilar: similar,
    avgLevelSupportOppose: average,
  });

  it('says so when there is no weight at all', () => {
    expect(agentAgentLinkSentences(agentFigures(0, 0, 0)).map((s) => s.text)).toEqual([
      'No one has rated this link yet.',
    ]);
  });

  it.each<[number, string]>([
    [1, 'firm friends'],
    [0.66, 'firm friends'],
    [0.4, 'friends'],
    [0.1, 'friends, but only just'],
    [0, 'neither friends nor foes'],
    [-0.1, 'foes, but only just'],
    [-0.33, 'foes'],
    [-0.7, 'firm foes'],
  ])('an average of %s: %s', (average, words) => {
    expect(textOf(agentAgentLinkSentences(agentFigures(1, 0, average)), 'weighed')).toBe(
      `Weighed by the raters' confidence, the two waveMakers are ${words}.`,
    );
  });

  it('says how much weight sees the two as similar', () => {
    expect(textOf(agentAgentLinkSentences(agentFigures(0.5, 1, 1)), 'similar')).toBe(
      "Most of the weight sees the two waveMakers as similar, so they are listed as 'Related waveMakers'.",
    );
    // A tie is not more: the link stays a friend or foe (content §4).
    expect(textOf(agentAgentLinkSentences(agentFigures(1, 1, 1)), 'similar')).toBe(
      'Some raters see the two waveMakers as similar, but the friend or foe ratings weigh at least as much.',
    );
    expect(textOf(agentAgentLinkSentences(agentFigures(1, 0, 1)), 'similar')).toBe(
      'No rater sees the two waveMakers as similar.',
    );
    const onlySimilar = agentAgentLinkSentences(agentFigures(0, 0.5, 0));
    expect(of(onlySimilar, 'weighed')).toBeUndefined();
    expect(of(onlySimilar, 'similar')?.howWorkedOut).toBe(
      "The similar ratings' confidence adds up to 0.5, against 0 for the friend or foe ratings. The waveMaker screens list the two as related when similar weighs more.",
    );
  });
});

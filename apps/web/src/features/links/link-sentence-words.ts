import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  AVG_LEVEL_REVERSED_THRESHOLD,
  formatSliderNumber,
  LINK_LEVEL_BANDS,
  LINK_SENTENCES,
  levelBand,
  type AgentAgentFigures,
  type IdeaAgentFigures,
  type IdeaIdeaFigures,
  type LevelBand,
  type LinkRaterCounts,
  type LinkSentence,
} from '@thoughtful/shared';
import { formatNumber, i18n, sharedMessage } from '../../lib/i18n';

/**
 * The link pages' sentences (packages/shared/src/links/link-sentences.ts) in the reader's
 * language (issue 44). The shared package builds them from English fragments ('sees'/'see', a
 * band's words inside a sentence), which no catalogue can translate; here each is a whole ICU
 * message, the raters named by a `select` and counted by a `plural`, with the same English
 * exactly (link-sentence-words.test.ts compares them over a grid of figures). Which sentence
 * applies is decided as the shared package decides it.
 */

/** Who of all raters, as `raterSubject` words it: 'The one rater', 'Both raters', 'All 3 raters'… */
type Who = 'one' | 'both' | 'all' | 'most' | 'some';

function whoOf(count: number, total: number): Who {
  if (count === total) return total === 1 ? 'one' : total === 2 ? 'both' : 'all';
  return count > total / 2 ? 'most' : 'some';
}

/** The sentences' messages. An apostrophe right before a placeholder is written twice (ICU). */
const WORDS = {
  noRatings: { id: 'LINK_SENTENCES.noRatings', message: LINK_SENTENCES.noRatings },
  noRatingsHow: { id: 'LINK_SENTENCES.noRatingsHow', message: LINK_SENTENCES.noRatingsHow },
  noSide: { id: 'LINK_SENTENCES.noSide', message: LINK_SENTENCES.noSide },
  seesSupport: msg({
    message:
      '{who, select, one {The one rater sees} both {Both raters see} all {All {total} raters see} most {Most raters ({count} of {total}) see} other {{count, plural, one {# of {total} raters sees} other {# of {total} raters see}}}} this as support.',
    comment:
      '{who} picks who of the raters (members who rated the link): the only one, both, all {total}, most ({count} of {total}), or {count} of {total}; the verb agrees',
  }),
  seesOpposition: msg({
    message:
      '{who, select, one {The one rater sees} both {Both raters see} all {All {total} raters see} most {Most raters ({count} of {total}) see} other {{count, plural, one {# of {total} raters sees} other {# of {total} raters see}}}} this as opposition.',
    comment:
      '{who} picks who of the raters (members who rated the link): the only one, both, all {total}, most ({count} of {total}), or {count} of {total}; the verb agrees',
  }),
  seesNeither: msg({
    message:
      '{who, select, one {The one rater sees} both {Both raters see} all {All {total} raters see} most {Most raters ({count} of {total}) see} other {{count, plural, one {# of {total} raters sees} other {# of {total} raters see}}}} this as neither support nor opposition.',
    comment:
      '{who} picks who of the raters (members who rated the link): the only one, both, all {total}, most ({count} of {total}), or {count} of {total}; the verb agrees',
  }),
  split: msg({
    message:
      'Raters are split: {support, plural, one {# sees} other {# see}} support, {oppose, plural, one {# sees} other {# see}} opposition.',
  }),
  headcountHow: msg({
    message:
      "{total, plural, one {# member has} other {# members have}} rated this link: {support} as support (a level above 0), {oppose} as opposition (a level below 0), {neutral} at 0, and {other} as similar or complex, which counts as neither. 'Most' means more than half of all raters.",
  }),
  weighed: msg({
    message: 'Weighed by their confidence, it reads as {words}.',
    comment: "{words}: how strongly the link reads as support or opposition ('weak support')",
  }),
  weighedAgainstSupport: msg({
    message:
      'Weighed by their confidence, though, it reads as {words}: the {few, plural, one {# rating of support weighs} other {# ratings of support weigh}} more than the {many} of opposition, by a surer confidence or a level further from 0.',
    comment: "{words}: how strongly the link reads as support ('weak support')",
  }),
  weighedAgainstOpposition: msg({
    message:
      'Weighed by their confidence, though, it reads as {words}: the {few, plural, one {# rating of opposition weighs} other {# ratings of opposition weigh}} more than the {many} of support, by a surer confidence or a level further from 0.',
    comment: "{words}: how strongly the link reads as opposition ('weak opposition')",
  }),
  weighedZero: { id: 'LINK_SENTENCES.weighedZero', message: LINK_SENTENCES.weighedZero },
  weighedListing: { id: 'LINK_SENTENCES.weighedListing', message: LINK_SENTENCES.weighedListing },
  weighedHow: msg({
    message:
      "Each rating of support or opposition has a level from -1 (totally damaged) to 1 (totally supported) and counts as much as its confidence (I guess 0.1, I think so 0.5, I know 1). Their confidence adds up to {significance}: that is the link's weight as support or opposition. Each level times its confidence adds up to {weightedSum}, and {weightedSum} ÷ {significance} gives the average level, {average}.",
  }),
  band: msg({
    message: "''{words}'' is when the average is {range}.",
    comment:
      "{words}: a band's words, capitalised ('Weak support'); {range}: 'above 0 and under 0.33'",
  }),
  exactlyZero: { id: 'LINK_SENTENCES.exactlyZero', message: LINK_SENTENCES.exactlyZero },
  similar: msg({
    message:
      '{who, select, one {The one rater sees} both {Both raters see} all {All {total} raters see} most {Most raters ({count} of {total}) see} other {{count, plural, one {# of {total} raters sees} other {# of {total} raters see}}}} the two inTells as similar: they say much the same thing.',
    comment:
      '{who} picks who of the raters (members who rated the link): the only one, both, all {total}, most ({count} of {total}), or {count} of {total}; the verb agrees',
  }),
  complex: msg({
    message:
      '{who, select, one {The one rater sees} both {Both raters see} all {All {total} raters see} most {Most raters ({count} of {total}) see} other {{count, plural, one {# of {total} raters sees} other {# of {total} raters see}}}} the link as complex: together the two inTells make a synthesis, not a plain support or opposition.',
    comment:
      '{who} picks who of the raters (members who rated the link): the only one, both, all {total}, most ({count} of {total}), or {count} of {total}; the verb agrees',
  }),
  neitherSimilarNorComplex: {
    id: 'LINK_SENTENCES.neitherSimilarNorComplex',
    message: LINK_SENTENCES.neitherSimilarNorComplex,
  },
  similarComplexHow: msg({
    message:
      "Each kind of rating weighs its raters' confidence added up: similar {similar}, complex {complex}, support or opposition {supportOppose}. The inTell screens list the link under 'Related inTell', 'Synthesis' or 'Supports' and 'Opposes' by which of these weighs most.",
  }),
  reversedMost: { id: 'LINK_SENTENCES.reversedMost', message: LINK_SENTENCES.reversedMost },
  reversedSome: msg({
    message:
      '{who, select, one {The one rater reads} both {Both raters read} all {All {total} raters read} most {Most raters ({count} of {total}) read} other {{count, plural, one {# of {total} raters reads} other {# of {total} raters read}}}} it the other way round (the effect bearing on the cause), but the link still reads from cause to effect.',
    comment:
      '{who} picks who of the raters (members who rated the link): the only one, both, all {total}, most ({count} of {total}), or {count} of {total}; the verb agrees',
  }),
  causeToEffect: msg({
    message:
      '{who, select, one {The one rater reads} both {Both raters read} all {All {total} raters read} most {Most raters ({count} of {total}) read} other {{count, plural, one {# of {total} raters reads} other {# of {total} raters read}}}} it from cause to effect.',
    comment:
      '{who} picks who of the raters (members who rated the link): the only one, both, all {total}, most ({count} of {total}), or {count} of {total}; the verb agrees',
  }),
  reversedHow: msg({
    message:
      "{percent}% of all the raters' confidence is on ratings that read the link the other way round ({reversed} of {total, plural, one {# rater} other {# raters}}). Above 50%, the link reads from effect to cause, and the inTell screens show it that way.",
  }),
  ideaAgent: msg({
    message:
      "Weighed by the raters' confidence, the inTell {band, select, strongPositive {strongly strengthens} positive {strengthens} weakPositive {slightly strengthens} weakNegative {slightly weakens} negative {weakens} strongNegative {strongly weakens} other {neither strengthens nor weakens}} the waveMaker.",
    comment: '{band}: how strongly the inTell strengthens or weakens the waveMaker',
  }),
  ideaAgentHow: msg({
    message:
      'Each rating says the inTell strengthens (1) or weakens (-1) the waveMaker and counts as much as its confidence (I guess 0.1, I think so 0.5, I know 1). Each level times its confidence, added up and divided by the confidence added up, gives the average level: {average}, on a scale from -1 to 1. The inTell and waveMaker screens list the link as strengthening from 0 and as weakening below 0.',
  }),
  agentAgent: msg({
    message:
      "Weighed by the raters' confidence, the two waveMakers are {band, select, strongPositive {firm friends} positive {friends} weakPositive {friends, but only just} weakNegative {foes, but only just} negative {foes} strongNegative {firm foes} other {neither friends nor foes}}.",
    comment: '{band}: how strongly the two waveMakers are friends or foes',
  }),
  agentAgentHow: msg({
    message:
      "Each friend or foe rating has a level from -1 (foes) to 1 (friends) and counts as much as its confidence (I guess 0.1, I think so 0.5, I know 1). Their confidence adds up to {significance}: that is the link's weight as friends or foes. Each level times its confidence, added up and divided by {significance}, gives the average level: {average}.",
  }),
  agentsSimilarMost: {
    id: 'LINK_SENTENCES.agentsSimilarMost',
    message: LINK_SENTENCES.agentsSimilarMost,
  },
  agentsSimilarSome: {
    id: 'LINK_SENTENCES.agentsSimilarSome',
    message: LINK_SENTENCES.agentsSimilarSome,
  },
  agentsSimilarNone: {
    id: 'LINK_SENTENCES.agentsSimilarNone',
    message: LINK_SENTENCES.agentsSimilarNone,
  },
  agentsSimilarHow: msg({
    message:
      "The similar ratings' confidence adds up to {similar}, against {supportOppose} for the friend or foe ratings. The waveMaker screens list the two as related when similar weighs more.",
  }),
  'range.orMore': msg({ message: '{min} or more' }),
  'range.atLeast.under': msg({ message: 'at least {min} and under {max}' }),
  'range.above.under': msg({ message: 'above {min} and under {max}' }),
  'range.above.atMost': msg({ message: 'above {min} and at most {max}' }),
  'range.orLess': msg({ message: '{max} or less' }),
} satisfies Record<string, MessageDescriptor>;

/**
 * A band's words on their own ('Weak support' is when…; it reads as weak support): the shared
 * generator leaves LINK_SENTENCES' nested words out, so they are the web's messages.
 */
const BAND_WORDS: Readonly<
  Record<'support' | 'agent' | 'friend', Record<LevelBand, MessageDescriptor>>
> = {
  support: {
    strongPositive: msg`strong support`,
    positive: msg({ message: 'support', comment: 'How a link reads: as support (a noun)' }),
    weakPositive: msg`weak support`,
    zero: msg`neither support nor opposition`,
    weakNegative: msg`weak opposition`,
    negative: msg({ message: 'opposition', comment: 'How a link reads: as opposition (a noun)' }),
    strongNegative: msg`strong opposition`,
  },
  agent: {
    strongPositive: msg`strongly strengthens`,
    positive: msg({ message: 'strengthens', comment: 'The inTell strengthens the waveMaker' }),
    weakPositive: msg`slightly strengthens`,
    zero: msg`neither strengthens nor weakens`,
    weakNegative: msg`slightly weakens`,
    negative: msg({ message: 'weakens', comment: 'The inTell weakens the waveMaker' }),
    strongNegative: msg`strongly weakens`,
  },
  friend: {
    strongPositive: msg`firm friends`,
    positive: msg({ message: 'friends', comment: 'The two waveMakers are friends' }),
    weakPositive: msg`friends, but only just`,
    zero: msg`neither friends nor foes`,
    weakNegative: msg`foes, but only just`,
    negative: msg({ message: 'foes', comment: 'The two waveMakers are foes' }),
    strongNegative: msg`firm foes`,
  },
};

type Values = Record<string, string | number>;

/**
 * A message in the language spoken. A shared constant's (its id is its code) is found in the
 * shared catalogue, which only another language loads: English shows the constant as it is.
 */
const SHARED_CODE = /^LINK_SENTENCES\./;

function say(descriptor: MessageDescriptor, values?: Values): string {
  if (SHARED_CODE.test(descriptor.id) && descriptor.message !== undefined) {
    return sharedMessage(descriptor.id, descriptor.message);
  }
  // A variable, not an object literal: extraction reads the table above, not this call.
  const withValues: MessageDescriptor = { ...descriptor, values };
  return i18n._(withValues);
}

/** A figure as the sentences show it: two decimals at most, no '-0', in the reader's digits. */
function num(value: number): string {
  const locale = i18n.locale || 'en';
  if (locale === 'en') return formatSliderNumber(value);
  const rounded = Number(value.toFixed(2));
  return formatNumber(
    rounded === 0 ? 0 : rounded,
    { maximumFractionDigits: 2, useGrouping: false },
    locale,
  );
}

function raters(who: Who, count: number, total: number): Values {
  return { who, count, total };
}

function subjectOf(count: number, total: number): Values {
  return raters(whoOf(count, total), count, total);
}

/** Each band's range in words ('0.66 or more', 'above -0.33 and under 0' …). */
function bandRange(band: LevelBand): string {
  const strong = num(LINK_LEVEL_BANDS.STRONG_FROM);
  const plain = num(LINK_LEVEL_BANDS.PLAIN_FROM);
  const zero = num(0);
  switch (band) {
    case 'strongPositive':
      return say(WORDS['range.orMore'], { min: strong });
    case 'positive':
      return say(WORDS['range.atLeast.under'], { min: plain, max: strong });
    case 'weakPositive':
      return say(WORDS['range.above.under'], { min: zero, max: plain });
    case 'zero':
      return say(WORDS.exactlyZero);
    case 'weakNegative':
      return say(WORDS['range.above.under'], { min: num(-LINK_LEVEL_BANDS.PLAIN_FROM), max: zero });
    case 'negative':
      return say(WORDS['range.above.atMost'], {
        min: num(-LINK_LEVEL_BANDS.STRONG_FROM),
        max: num(-LINK_LEVEL_BANDS.PLAIN_FROM),
      });
    case 'strongNegative':
      return say(WORDS['range.orLess'], { max: num(-LINK_LEVEL_BANDS.STRONG_FROM) });
  }
}

/** "'Weak support' is when the average is above 0 and under 0.33." */
function bandSentence(scale: 'support' | 'agent' | 'friend', band: LevelBand): string {
  const words = say(BAND_WORDS[scale][band]);
  const locale = i18n.locale || 'en';
  const capital = `${words.charAt(0).toLocaleUpperCase(locale)}${words.slice(1)}`;
  return say(WORDS.band, { words: capital, range: bandRange(band) });
}

function headcount(counts: LinkRaterCounts): string {
  const { total, support, oppose, neutral } = counts;
  if (support === 0 && oppose === 0) {
    if (neutral === 0) return say(WORDS.noSide);
    return say(WORDS.seesNeither, subjectOf(neutral, total));
  }
  if (support > 0 && oppose > 0 && support === oppose) return say(WORDS.split, { support, oppose });
  const leadIsSupport = support > oppose;
  const lead = leadIsSupport ? support : oppose;
  const other = leadIsSupport ? oppose : support;
  if (lead <= total / 2 && other > 0) return say(WORDS.split, { support, oppose });
  return say(leadIsSupport ? WORDS.seesSupport : WORDS.seesOpposition, subjectOf(lead, total));
}

const POSITIVE_BANDS: ReadonlySet<LevelBand> = new Set<LevelBand>([
  'strongPositive',
  'positive',
  'weakPositive',
]);

function weighedText(band: LevelBand, counts: LinkRaterCounts): string {
  if (band === 'zero') return say(WORDS.weighedZero);
  const words = say(BAND_WORDS.support[band]);
  const weighedSide = POSITIVE_BANDS.has(band) ? 'support' : 'oppose';
  const lead =
    counts.support > counts.oppose ? 'support' : counts.oppose > counts.support ? 'oppose' : null;
  if (lead === null || lead === weighedSide) return say(WORDS.weighed, { words });
  return weighedSide === 'support'
    ? say(WORDS.weighedAgainstSupport, { words, few: counts.support, many: counts.oppose })
    : say(WORDS.weighedAgainstOpposition, { words, few: counts.oppose, many: counts.support });
}

/** `ideaIdeaLinkSentences` of the shared package, in the language spoken. */
export function ideaIdeaLinkSentencesIn(
  figures: IdeaIdeaFigures,
  counts: LinkRaterCounts,
): LinkSentence[] {
  const { total } = counts;
  if (total === 0) {
    return [
      { kind: 'noRatings', text: say(WORDS.noRatings), howWorkedOut: say(WORDS.noRatingsHow) },
    ];
  }
  const sentences: LinkSentence[] = [];
  const other = total - counts.support - counts.oppose - counts.neutral;
  sentences.push({
    kind: 'headcount',
    text: headcount(counts),
    howWorkedOut: say(WORDS.headcountHow, {
      total,
      support: counts.support,
      oppose: counts.oppose,
      neutral: counts.neutral,
      other,
    }),
  });

  const significance = figures.significanceSupportOppose;
  if (significance > 0) {
    const band = levelBand(figures.avgLevelSupportOppose);
    const weightedSum = num(figures.avgLevelSupportOppose * significance);
    const how = say(WORDS.weighedHow, {
      significance: num(significance),
      weightedSum,
      average: num(figures.avgLevelSupportOppose),
    });
    sentences.push({
      kind: 'weighed',
      text: weighedText(band, counts),
      howWorkedOut: `${how} ${bandSentence('support', band)} ${say(WORDS.weighedListing)}`,
    });
  }

  const similarComplexHow = say(WORDS.similarComplexHow, {
    similar: num(figures.significanceSimilar),
    complex: num(figures.significanceComplex),
    supportOppose: num(significance),
  });
  if (counts.similar === 0 && counts.complex === 0) {
    sentences.push({
      kind: 'similarComplex',
      text: say(WORDS.neitherSimilarNorComplex),
      howWorkedOut: similarComplexHow,
    });
  }
  if (counts.similar > 0) {
    sentences.push({
      kind: 'similar',
      text: say(WORDS.similar, subjectOf(counts.similar, total)),
      howWorkedOut: similarComplexHow,
    });
  }
  if (counts.complex > 0) {
    sentences.push({
      kind: 'complex',
      text: say(WORDS.complex, subjectOf(counts.complex, total)),
      howWorkedOut: similarComplexHow,
    });
  }

  const reversedShare = figures.avgLevelReversed;
  const settled = Number(reversedShare.toFixed(9));
  let direction: string;
  if (settled > AVG_LEVEL_REVERSED_THRESHOLD) direction = say(WORDS.reversedMost);
  else if (counts.reversed > 0) {
    direction = say(WORDS.reversedSome, subjectOf(counts.reversed, total));
  } else {
    direction = say(WORDS.causeToEffect, subjectOf(total, total));
  }
  sentences.push({
    kind: 'direction',
    text: direction,
    howWorkedOut: say(WORDS.reversedHow, {
      percent: Math.round(reversedShare * 100),
      reversed: counts.reversed,
      total,
    }),
  });
  return sentences;
}

/** `ideaAgentLinkSentences` of the shared package, in the language spoken. */
export function ideaAgentLinkSentencesIn(figures: IdeaAgentFigures): LinkSentence[] {
  const band = levelBand(figures.avgLevel);
  const how = say(WORDS.ideaAgentHow, { average: num(figures.avgLevel) });
  return [
    {
      kind: 'weighed',
      text: say(WORDS.ideaAgent, { band }),
      howWorkedOut: `${how} ${bandSentence('agent', band)}`,
    },
  ];
}

/** `agentAgentLinkSentences` of the shared package, in the language spoken. */
export function agentAgentLinkSentencesIn(figures: AgentAgentFigures): LinkSentence[] {
  const so = figures.significanceSupportOppose;
  const similar = figures.significanceSimilar;
  if (so === 0 && similar === 0) {
    return [
      { kind: 'noRatings', text: say(WORDS.noRatings), howWorkedOut: say(WORDS.noRatingsHow) },
    ];
  }
  const sentences: LinkSentence[] = [];
  if (so > 0) {
    const band = levelBand(figures.avgLevelSupportOppose);
    const how = say(WORDS.agentAgentHow, {
      significance: num(so),
      average: num(figures.avgLevelSupportOppose),
    });
    sentences.push({
      kind: 'weighed',
      text: say(WORDS.agentAgent, { band }),
      howWorkedOut: `${how} ${bandSentence('friend', band)}`,
    });
  }
  sentences.push({
    kind: 'similar',
    text: say(
      similar > so
        ? WORDS.agentsSimilarMost
        : similar > 0
          ? WORDS.agentsSimilarSome
          : WORDS.agentsSimilarNone,
    ),
    howWorkedOut: say(WORDS.agentsSimilarHow, { similar: num(similar), supportOppose: num(so) }),
  });
  return sentences;
}

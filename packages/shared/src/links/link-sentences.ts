import { AVG_LEVEL_REVERSED_THRESHOLD, LINK_LEVEL_BANDS } from '../constants';
import { rangeWords } from '../scales/interpretation-messages';
import { formatSliderNumber } from '../scales/slider-words';
import { LINK_SENTENCES as S } from './link-messages';
import type { AgentAgentFigures, IdeaAgentFigures, IdeaIdeaFigures } from './link-rules';

/**
 * A link's figures (DESIGN.md §5) as sentences a person reads on the link pages, each
 * with the numbers behind it in plain words. Pure: the pages call it with the link as the API
 * answers it. No Zod here, like link-rules.ts.
 */

export type LinkSentenceKind =
  'noRatings' | 'headcount' | 'weighed' | 'similar' | 'complex' | 'similarComplex' | 'direction';

export interface LinkSentence {
  kind: LinkSentenceKind;
  /** The sentence shown. */
  text: string;
  /** 'How is this worked out?': the numbers behind it, in plain words. */
  howWorkedOut: string;
}

/**
 * How many members rated an idea-to-idea link, and how (one rating per member). `support`,
 * `oppose` and `neutral` count the ratings that are neither similar nor complex, by the sign of
 * their level; `similar`, `complex` and `reversed` count the ratings so marked.
 */
export interface LinkRaterCounts {
  total: number;
  support: number;
  oppose: number;
  neutral: number;
  similar: number;
  complex: number;
  reversed: number;
}

/** An average level from -1 to 1 in seven bands (LINK_LEVEL_BANDS), mirrored around 0. */
export type LevelBand =
  | 'strongPositive'
  | 'positive'
  | 'weakPositive'
  | 'zero'
  | 'weakNegative'
  | 'negative'
  | 'strongNegative';

/**
 * Averages are compared after rounding to 9 decimals, so that ratings all at 0.66 whose sums come
 * back as 0.65999… still read as 0.66.
 */
function settle(value: number): number {
  const settled = Number(value.toFixed(9));
  return settled === 0 ? 0 : settled;
}

export function levelBand(value: number): LevelBand {
  const v = settle(value);
  const size = Math.abs(v);
  if (v === 0) return 'zero';
  const positive = v > 0;
  if (size >= LINK_LEVEL_BANDS.STRONG_FROM) return positive ? 'strongPositive' : 'strongNegative';
  if (size >= LINK_LEVEL_BANDS.PLAIN_FROM) return positive ? 'positive' : 'negative';
  return positive ? 'weakPositive' : 'weakNegative';
}

const fmt = formatSliderNumber;
const STRONG = fmt(LINK_LEVEL_BANDS.STRONG_FROM);
const PLAIN = fmt(LINK_LEVEL_BANDS.PLAIN_FROM);

/** Each band's range in words ('0.66 or more', 'above -0.33 and under 0' …). */
const BAND_RANGES: Readonly<Record<LevelBand, string>> = {
  strongPositive: rangeWords({ min: STRONG, minIncluded: true }),
  positive: rangeWords({ min: PLAIN, minIncluded: true, max: STRONG }),
  weakPositive: rangeWords({ min: '0', max: PLAIN }),
  zero: S.exactlyZero,
  weakNegative: rangeWords({ min: `-${PLAIN}`, max: '0' }),
  negative: rangeWords({ min: `-${STRONG}`, max: `-${PLAIN}`, maxIncluded: true }),
  strongNegative: rangeWords({ max: `-${STRONG}`, maxIncluded: true }),
};

/** The range of an average level that a band covers, in words. */
export function levelBandRange(band: LevelBand): string {
  return BAND_RANGES[band];
}

/**
 * Who, of all raters: 'The one rater', 'Both raters', 'All 3 raters', 'Most raters (3 of 4)' (more than half),
 * '1 of 3 raters'. `plural` picks the verb's form.
 */
export function raterSubject(count: number, total: number): { subject: string; plural: boolean } {
  if (count === total) {
    if (total === 1) return { subject: 'The one rater', plural: false };
    return { subject: total === 2 ? 'Both raters' : `All ${total} raters`, plural: true };
  }
  if (count > total / 2) return { subject: `Most raters (${count} of ${total})`, plural: true };
  return { subject: `${count} of ${total} raters`, plural: count !== 1 };
}

/** How many raters see support or opposition, by head count. */
function headcount(raters: LinkRaterCounts): string {
  const { total, support, oppose, neutral } = raters;
  if (support === 0 && oppose === 0) {
    if (neutral === 0) return S.noSide;
    const who = raterSubject(neutral, total);
    return S.sees(who.subject, who.plural, S.sides.neutral);
  }
  if (support > 0 && oppose > 0 && support === oppose) return S.split(support, oppose);
  const leadIsSupport = support > oppose;
  const lead = leadIsSupport ? support : oppose;
  const other = leadIsSupport ? oppose : support;
  // Neither side has more than half of all raters while both have some: split.
  if (lead <= total / 2 && other > 0) return S.split(support, oppose);
  const who = raterSubject(lead, total);
  return S.sees(who.subject, who.plural, leadIsSupport ? S.sides.support : S.sides.oppose);
}

const POSITIVE_BANDS: ReadonlySet<LevelBand> = new Set<LevelBand>([
  'strongPositive',
  'positive',
  'weakPositive',
]);

/** Which side the head count gives most raters to, if one side has more than the other. */
function headcountLead(raters: LinkRaterCounts): 'support' | 'oppose' | null {
  if (raters.support > raters.oppose) return 'support';
  if (raters.oppose > raters.support) return 'oppose';
  return null;
}

/**
 * The weighed reading in words, never silently against the head count: when more
 * raters see one side but the confidence-weighed average leans to the other, the sentence says
 * so and why. The same average decides the inTell screens' column and its colour
 * (`classifyIdeaLink`: support from 0, opposition below), so this sentence and the colour agree.
 */
function weighedText(band: LevelBand, raters: LinkRaterCounts): string {
  if (band === 'zero') return S.weighedZero;
  const words = S.supportBands[band];
  const weighedSide = POSITIVE_BANDS.has(band) ? 'support' : 'oppose';
  const lead = headcountLead(raters);
  if (lead === null || lead === weighedSide) return S.weighed(words);
  const [few, many] =
    weighedSide === 'support' ? [raters.support, raters.oppose] : [raters.oppose, raters.support];
  const side = (which: 'support' | 'oppose') => S.sides[which];
  return S.weighedAgainstCount(
    words,
    few,
    side(weighedSide),
    many,
    side(weighedSide === 'support' ? 'oppose' : 'support'),
  );
}

/**
 * The sentences of an idea-to-idea link's page: who sees support or opposition, how it reads
 * weighed by confidence, similar and complex in words, and which way round it reads.
 */
export function ideaIdeaLinkSentences(
  figures: IdeaIdeaFigures,
  raters: LinkRaterCounts,
): LinkSentence[] {
  const { total } = raters;
  if (total === 0) return [{ kind: 'noRatings', text: S.noRatings, howWorkedOut: S.noRatingsHow }];
  const sentences: LinkSentence[] = [];

  const similarOrComplex = total - raters.support - raters.oppose - raters.neutral;
  sentences.push({
    kind: 'headcount',
    text: headcount(raters),
    howWorkedOut: S.headcountHow(
      total,
      raters.support,
      raters.oppose,
      raters.neutral,
      similarOrComplex,
    ),
  });

  const significance = figures.significanceSupportOppose;
  if (significance > 0) {
    const band = levelBand(figures.avgLevelSupportOppose);
    const words = S.supportBands[band];
    sentences.push({
      kind: 'weighed',
      text: weighedText(band, raters),
      howWorkedOut: `${S.weighedHow(
        fmt(significance),
        fmt(figures.avgLevelSupportOppose * significance),
        fmt(figures.avgLevelSupportOppose),
      )} ${S.band(words, levelBandRange(band))} ${S.weighedListing}`,
    });
  }

  const similarComplexHow = S.similarComplexHow(
    fmt(figures.significanceSimilar),
    fmt(figures.significanceComplex),
    fmt(significance),
  );
  if (raters.similar === 0 && raters.complex === 0) {
    sentences.push({
      kind: 'similarComplex',
      text: S.neitherSimilarNorComplex,
      howWorkedOut: similarComplexHow,
    });
  }
  if (raters.similar > 0) {
    const who = raterSubject(raters.similar, total);
    sentences.push({
      kind: 'similar',
      text: S.similar(who.subject, who.plural),
      howWorkedOut: similarComplexHow,
    });
  }
  if (raters.complex > 0) {
    const who = raterSubject(raters.complex, total);
    sentences.push({
      kind: 'complex',
      text: S.complex(who.subject, who.plural),
      howWorkedOut: similarComplexHow,
    });
  }

  const reversedShare = figures.avgLevelReversed;
  let direction: string;
  if (settle(reversedShare) > AVG_LEVEL_REVERSED_THRESHOLD) direction = S.reversedMost;
  else if (raters.reversed > 0) {
    const who = raterSubject(raters.reversed, total);
    direction = S.reversedSome(who.subject, who.plural);
  } else {
    // Everyone, in the head count's words: 'The one rater', 'Both raters', 'All 3 raters'.
    const who = raterSubject(total, total);
    direction = S.causeToEffect(who.subject, who.plural);
  }
  sentences.push({
    kind: 'direction',
    text: direction,
    howWorkedOut: S.reversedHow(Math.round(reversedShare * 100), raters.reversed, total),
  });
  return sentences;
}

/** The sentence of an idea-to-agent link's page, from its one figure. */
export function ideaAgentLinkSentences(figures: IdeaAgentFigures): LinkSentence[] {
  const band = levelBand(figures.avgLevel);
  const verb = S.agentBands[band];
  return [
    {
      kind: 'weighed',
      text: S.ideaAgent(verb),
      howWorkedOut: `${S.ideaAgentHow(fmt(figures.avgLevel))} ${S.band(verb, levelBandRange(band))}`,
    },
  ];
}

/** The sentences of an agent-to-agent link's page: friends or foes, and similar. */
export function agentAgentLinkSentences(figures: AgentAgentFigures): LinkSentence[] {
  const so = figures.significanceSupportOppose;
  const similar = figures.significanceSimilar;
  if (so === 0 && similar === 0) {
    return [{ kind: 'noRatings', text: S.noRatings, howWorkedOut: S.noRatingsHow }];
  }
  const sentences: LinkSentence[] = [];
  if (so > 0) {
    const band = levelBand(figures.avgLevelSupportOppose);
    const words = S.friendBands[band];
    sentences.push({
      kind: 'weighed',
      text: S.agentAgent(words),
      howWorkedOut: `${S.agentAgentHow(fmt(so), fmt(figures.avgLevelSupportOppose))} ${S.band(
        words,
        levelBandRange(band),
      )}`,
    });
  }
  sentences.push({
    kind: 'similar',
    text:
      similar > so ? S.agentsSimilarMost : similar > 0 ? S.agentsSimilarSome : S.agentsSimilarNone,
    howWorkedOut: S.agentsSimilarHow(fmt(similar), fmt(so)),
  });
  return sentences;
}

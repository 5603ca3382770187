/**
 * The words of links (content spec §8), kept in one place (CONVENTIONS.md, habit 13). The server
 * answers the plain messages; the browser puts the spec's prefixes in front of each one.
 */
export const LINK_MESSAGES = {
  // Server answers. The spec words none of them.
  MODE_INVALID_IDEA_IDEA: 'modeOnSubmit must be one of 20 to 27',
  MODE_INVALID_IDEA_AGENT: 'modeOnSubmit must be 30, 31, 40 or 41',
  MODE_INVALID_AGENT_AGENT: 'modeOnSubmit must be one of 50 to 55',
  SELF_LINK_IDEA: 'An inTell cannot be linked to itself',
  SELF_LINK_AGENT: 'A waveMaker cannot be linked to itself',
  NOT_FOUND: 'Link not found',
  /** Withdrawing a rating one never made. */
  NO_RATING: 'You have not rated this link',
  /** The pair's link was removed three times while it was being rated: practically never. */
  BUSY: 'This link is changing right now. Please try again.',
} as const;

/** The three link kinds as the spec's error prefixes name them (content §8). */
export type LinkKindName = 'linkIdeaIdea' | 'linkIdeaAgent' | 'linkAgentAgent';

/** 'Failed To Create linkIdeaIdea On Server: {msg}' and its two siblings (content §8). */
export function linkCreateFailedMessage(kind: LinkKindName, msg: string): string {
  return `Failed To Create ${kind} On Server: ${msg}`;
}

/** 'Failed To Create Link On Server: {msg}' (content §8: "agents and ideas"). */
export function genericLinkCreateFailedMessage(msg: string): string {
  return `Failed To Create Link On Server: ${msg}`;
}

/**
 * The link pages' sentences (the spec words none of them): what the ratings of a link
 * say, for a person to read, each with the numbers behind it ('How is this worked out?').
 * `link-sentences.ts` decides which sentence applies; numbers arrive already formatted.
 */
export const LINK_SENTENCES = {
  howWorkedOut: 'How is this worked out?',
  noRatings: 'No one has rated this link yet.',
  noRatingsHow:
    "A link's sentences come from its members' ratings. This link has none yet, so there is nothing to read.",
  /** Support or opposition, as the stored level reads them. */
  sides: {
    support: 'support',
    oppose: 'opposition',
    neutral: 'neither support nor opposition',
  },
  sees: (subject: string, plural: boolean, what: string) =>
    `${subject} ${plural ? 'see' : 'sees'} this as ${what}.`,
  split: (support: number, oppose: number) =>
    `Raters are split: ${support} ${support === 1 ? 'sees' : 'see'} support, ${oppose} ${oppose === 1 ? 'sees' : 'see'} opposition.`,
  noSide: 'No rater sees this as support or opposition.',
  headcountHow: (total: number, support: number, oppose: number, neutral: number, other: number) =>
    `${total} ${total === 1 ? 'member has' : 'members have'} rated this link: ${support} as support (a level above 0), ${oppose} as opposition (a level below 0), ${neutral} at 0, and ${other} as similar or complex, which counts as neither. 'Most' means more than half of all raters.`,
  /** An average level in words (LINK_LEVEL_BANDS), for idea-to-idea links. */
  supportBands: {
    strongPositive: 'strong support',
    positive: 'support',
    weakPositive: 'weak support',
    zero: 'neither support nor opposition',
    weakNegative: 'weak opposition',
    negative: 'opposition',
    strongNegative: 'strong opposition',
  },
  weighed: (words: string) => `Weighed by their confidence, it reads as ${words}.`,
  /**
   * The weighed reading leans the other way from the head count: said plainly, with
   * why. `few` raters are on the weighed side, `many` on the head count's.
   */
  weighedAgainstCount: (
    words: string,
    few: number,
    fewSide: string,
    many: number,
    manySide: string,
  ) =>
    `Weighed by their confidence, though, it reads as ${words}: the ${few} ${few === 1 ? 'rating' : 'ratings'} of ${fewSide} ${few === 1 ? 'weighs' : 'weigh'} more than the ${many} of ${manySide}, by a surer confidence or a level further from 0.`,
  /** An average of exactly 0: the inTell screens still list it with support (content §4). */
  weighedZero:
    'Weighed by their confidence, it reads as neither support nor opposition; a link at exactly 0 is listed with the links that support.',
  weighedListing:
    'The inTell screens list the link as support (green) when this average is 0 or more and as opposition (red) below 0.',
  weighedHow: (significance: string, weightedSum: string, average: string) =>
    `Each rating of support or opposition has a level from -1 (totally damaged) to 1 (totally supported) and counts as much as its confidence (I guess 0.1, I think so 0.5, I know 1). Their confidence adds up to ${significance}: that is the link's weight as support or opposition. Each level times its confidence adds up to ${weightedSum}, and ${weightedSum} ÷ ${significance} gives the average level, ${average}.`,
  band: (words: string, range: string) =>
    `'${words.charAt(0).toUpperCase()}${words.slice(1)}' is when the average is ${range}.`,
  exactlyZero: 'exactly 0',
  similar: (subject: string, plural: boolean) =>
    `${subject} ${plural ? 'see' : 'sees'} the two inTells as similar: they say much the same thing.`,
  complex: (subject: string, plural: boolean) =>
    `${subject} ${plural ? 'see' : 'sees'} the link as complex: together the two inTells make a synthesis, not a plain support or opposition.`,
  neitherSimilarNorComplex: 'No rater sees the two inTells as similar or the link as complex.',
  similarComplexHow: (similar: string, complex: string, supportOppose: string) =>
    `Each kind of rating weighs its raters' confidence added up: similar ${similar}, complex ${complex}, support or opposition ${supportOppose}. The inTell screens list the link under 'Related inTell', 'Synthesis' or 'Supports' and 'Opposes' by which of these weighs most.`,
  reversedMost: 'Most of the weight reads it the other way round: the effect bears on the cause.',
  reversedSome: (subject: string, plural: boolean) =>
    `${subject} ${plural ? 'read' : 'reads'} it the other way round (the effect bearing on the cause), but the link still reads from cause to effect.`,
  causeToEffect: (subject: string, plural: boolean) =>
    `${subject} ${plural ? 'read' : 'reads'} it from cause to effect.`,
  reversedHow: (percent: number, reversed: number, total: number) =>
    `${percent}% of all the raters' confidence is on ratings that read the link the other way round (${reversed} of ${total} ${total === 1 ? 'rater' : 'raters'}). Above 50%, the link reads from effect to cause, and the inTell screens show it that way.`,
  /** Idea-to-agent links. */
  agentBands: {
    strongPositive: 'strongly strengthens',
    positive: 'strengthens',
    weakPositive: 'slightly strengthens',
    zero: 'neither strengthens nor weakens',
    weakNegative: 'slightly weakens',
    negative: 'weakens',
    strongNegative: 'strongly weakens',
  },
  ideaAgent: (verb: string) =>
    `Weighed by the raters' confidence, the inTell ${verb} the waveMaker.`,
  ideaAgentHow: (average: string) =>
    `Each rating says the inTell strengthens (1) or weakens (-1) the waveMaker and counts as much as its confidence (I guess 0.1, I think so 0.5, I know 1). Each level times its confidence, added up and divided by the confidence added up, gives the average level: ${average}, on a scale from -1 to 1. The inTell and waveMaker screens list the link as strengthening from 0 and as weakening below 0.`,
  /** Agent-to-agent links. */
  friendBands: {
    strongPositive: 'firm friends',
    positive: 'friends',
    weakPositive: 'friends, but only just',
    zero: 'neither friends nor foes',
    weakNegative: 'foes, but only just',
    negative: 'foes',
    strongNegative: 'firm foes',
  },
  agentAgent: (words: string) =>
    `Weighed by the raters' confidence, the two waveMakers are ${words}.`,
  agentAgentHow: (significance: string, average: string) =>
    `Each friend or foe rating has a level from -1 (foes) to 1 (friends) and counts as much as its confidence (I guess 0.1, I think so 0.5, I know 1). Their confidence adds up to ${significance}: that is the link's weight as friends or foes. Each level times its confidence, added up and divided by ${significance}, gives the average level: ${average}.`,
  agentsSimilarMost:
    "Most of the weight sees the two waveMakers as similar, so they are listed as 'Related waveMakers'.",
  agentsSimilarSome:
    'Some raters see the two waveMakers as similar, but the friend or foe ratings weigh at least as much.',
  agentsSimilarNone: 'No rater sees the two waveMakers as similar.',
  agentsSimilarHow: (similar: string, supportOppose: string) =>
    `The similar ratings' confidence adds up to ${similar}, against ${supportOppose} for the friend or foe ratings. The waveMaker screens list the two as related when similar weighs more.`,
} as const;

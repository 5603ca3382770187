/**
 * The words of the viewpoints' sentences (DESIGN.md §12): a scale's bridging sentence, the kind of
 * disagreement, a crux's reason and a group's name. Flat constants of strings and functions of
 * strings, so that each is one message with a code (issue 44) the web app words in the reader's
 * language; viewpoint-sentences.ts puts them together, for the server's English and the web app's
 * any language alike.
 *
 * A scale's phrases are `<scale><band><Many|One>`: band 0 (low) … 4 (high), said of several groups
 * ('Both groups find it sound') or of one ('Group A finds it sound'), so that the verb agrees.
 */

export const VIEWPOINT_GROUPS = {
  /** 'Group A'; its letter is the group's place, largest first. */
  name: (letter: string) => `Group ${letter}`,
} as const;

/** What a scale is about, in 'The groups differ on …'. */
export const VIEWPOINT_TOPICS = {
  sound: 'how sound it is',
  authorIntent: 'what the author intends',
  goodFaith: "the author's good faith",
  values: 'the values in it',
  emotion: 'how it makes them feel',
  score: 'its signal and distortion',
  supportLevel: 'how it bears on the question',
} as const;

export const VIEWPOINT_PHRASES = {
  sound0Many: 'find it unsound',
  sound0One: 'finds it unsound',
  sound1Many: 'find it rather unsound',
  sound1One: 'finds it rather unsound',
  sound2Many: 'are unsure how sound it is',
  sound2One: 'is unsure how sound it is',
  sound3Many: 'find it fairly sound',
  sound3One: 'finds it fairly sound',
  sound4Many: 'find it sound',
  sound4One: 'finds it sound',
  authorIntent0Many: 'read it as one-sided',
  authorIntent0One: 'reads it as one-sided',
  authorIntent1Many: 'read it as rather one-sided',
  authorIntent1One: 'reads it as rather one-sided',
  authorIntent2Many: 'are unsure what the author intends',
  authorIntent2One: 'is unsure what the author intends',
  authorIntent3Many: 'read it as fairly even-handed',
  authorIntent3One: 'reads it as fairly even-handed',
  authorIntent4Many: 'read it as even-handed',
  authorIntent4One: 'reads it as even-handed',
  goodFaith0Many: "doubt the author's good faith",
  goodFaith0One: "doubts the author's good faith",
  goodFaith1Many: "rather doubt the author's good faith",
  goodFaith1One: "rather doubts the author's good faith",
  goodFaith2Many: "are unsure of the author's good faith",
  goodFaith2One: "is unsure of the author's good faith",
  goodFaith3Many: "fairly trust the author's good faith",
  goodFaith3One: "fairly trusts the author's good faith",
  goodFaith4Many: "trust the author's good faith",
  goodFaith4One: "trusts the author's good faith",
  values0Many: 'see harmful values in it',
  values0One: 'sees harmful values in it',
  values1Many: 'see mostly harmful values in it',
  values1One: 'sees mostly harmful values in it',
  values2Many: 'see mixed values in it',
  values2One: 'sees mixed values in it',
  values3Many: 'see mostly good values in it',
  values3One: 'sees mostly good values in it',
  values4Many: 'see good values in it',
  values4One: 'sees good values in it',
  emotion0Many: 'feel negative about it',
  emotion0One: 'feels negative about it',
  emotion1Many: 'feel rather negative about it',
  emotion1One: 'feels rather negative about it',
  emotion2Many: 'feel neutral about it',
  emotion2One: 'feels neutral about it',
  emotion3Many: 'feel rather positive about it',
  emotion3One: 'feels rather positive about it',
  emotion4Many: 'feel positive about it',
  emotion4One: 'feels positive about it',
  score0Many: 'see mostly distortion in it',
  score0One: 'sees mostly distortion in it',
  score1Many: 'see more distortion than signal',
  score1One: 'sees more distortion than signal',
  score2Many: 'see signal and distortion alike',
  score2One: 'sees signal and distortion alike',
  score3Many: 'see more signal than distortion',
  score3One: 'sees more signal than distortion',
  score4Many: 'see a clear signal in it',
  score4One: 'sees a clear signal in it',
  supportLevel0Many: 'find it opposes the question',
  supportLevel0One: 'finds it opposes the question',
  supportLevel1Many: 'find it rather opposes the question',
  supportLevel1One: 'finds it rather opposes the question',
  supportLevel2Many: 'are unsure how it bears on the question',
  supportLevel2One: 'is unsure how it bears on the question',
  supportLevel3Many: 'find it rather supports the question',
  supportLevel3One: 'finds it rather supports the question',
  supportLevel4Many: 'find it supports the question',
  supportLevel4One: 'finds it supports the question',
} as const;

/** A scale's sentence, from the phrases above. */
export const VIEWPOINT_SENTENCES = {
  /** Two groups alike; `phrase` is a 'Many' phrase. */
  bothGroups: (phrase: string) => `Both groups ${phrase}.`,
  /** Three or more groups alike; `phrase` is a 'Many' phrase. */
  allGroups: (count: number, phrase: string) => `All ${count} groups ${phrase}.`,
  /** `groups`: what each group says, listed. */
  differ: (topic: string, groups: string) => `The groups differ on ${topic}: ${groups}.`,
  /** One group and its 'One' phrase: 'Group A finds it sound'. */
  groupSays: (group: string, phrase: string) => `${group} ${phrase}`,
  /** Two groups' parts. */
  twoGroups: (first: string, second: string) => `${first}, while ${second}`,
  /** Three or more: each part but the last is added to the list so. */
  listMore: (list: string, next: string) => `${list}, ${next}`,
  /** Three or more: the last part. */
  listLast: (list: string, last: string) => `${list} and ${last}`,
} as const;

/** What kind of disagreement the groups show, by its kind. */
export const DISAGREEMENT_SENTENCES = {
  facts:
    'The groups disagree mostly about facts and reasoning: they judge how sound it is differently.',
  values: 'The groups disagree mostly about what matters: they see different values in it.',
  trust:
    "The groups disagree mostly about trust: they read the author's intent or good faith differently.",
  tone: 'The groups disagree only about tone: they feel differently about it but judge it alike.',
  none: 'The groups read it alike: no scale splits them.',
} as const;

/** Why an inTell is a crux; the first letter of what is said is made a capital. */
export const CRUX_REASONS = {
  farSounder: (higher: string, lower: string) =>
    `${higher} finds it far sounder than ${lower} does`,
  sounder: (higher: string, lower: string) => `${higher} finds it sounder than ${lower} does`,
  supportsQuestion: (higher: string, lower: string) =>
    `${higher} rates it as supporting the question more than ${lower} does`,
  supportsLinked: (higher: string, lower: string) =>
    `${higher} rates it as supporting what it is linked to more than ${lower} does`,
  /** Both of the above said. */
  both: (first: string, second: string) => `${first}, and ${second}`,
  bearsDirectly: 'it bears directly on the question',
  bearsThroughOne: 'it bears on the question through 1 other inTell',
  bearsThroughMany: (count: number) => `it bears on the question through ${count} other inTells`,
  reason: (said: string, bearing: string) => `${said}; ${bearing}.`,
} as const;

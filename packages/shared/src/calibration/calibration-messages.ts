/**
 * The words of guesses, authors' own readings and teachers' keys (issue 45, DESIGN.md §15). The
 * spec has none of these; the choices are in docs/decisions (issue 45).
 */
export const PREDICTION_MESSAGES = {
  /** 409: a guess made after seeing the results would measure nothing. */
  AFTER_RESULTS: 'Guesses are made before you see the results.',
  SCALE: 'scale must be one of emotion, authorIntent, sound, supportLevel',
  PREDICTED: 'predicted must be a number within the scale',
  AGREE_SHARE: 'predictedAgreeShare must be a number from 0 to 1',
} as const;

/** 'Was I understood?': what the author reads beside each scale (DESIGN.md §15). */
export const UNDERSTOOD_MESSAGES = {
  AS_MEANT: 'Readers read it as you meant it.',
  EMOTION_HIGHER: 'Readers felt it as more positive than you meant.',
  EMOTION_LOWER: 'Readers felt it as more negative than you meant.',
  INTENT_HIGHER: 'Readers saw it as more balanced than you meant.',
  INTENT_LOWER: 'Readers saw it as more one-sided than you meant.',
  SOUND_HIGHER: 'Readers found your evidence stronger than you do.',
  SOUND_LOWER: 'Readers found your evidence weaker than you do.',
  GOOD_FAITH_HIGHER: 'Readers saw more good faith in it than you meant.',
  GOOD_FAITH_LOWER: 'Readers saw less good faith in it than you meant.',
  TOO_FEW_READERS: 'Fewer than 5 readers so far.',
  /** Values (a set of chosen values): one sentence per value most readers and she differ on. */
  VALUE_UNMEANT: (value: string) => `Most readers saw ${value} in it; you did not mean it.`,
  VALUE_MISSED: (value: string) => `You meant ${value}; most readers did not see it.`,
  /** A revision beside its earlier version, the gaps as shares of the scale ('0.40'). */
  GAP_CLOSED: (scale: string, before: string, after: string) =>
    `The gap on ${scale} closed: ${before} → ${after} of the scale.`,
  GAP_GREW: (scale: string, before: string, after: string) =>
    `The gap on ${scale} grew: ${before} → ${after} of the scale.`,
  GAP_SAME: (scale: string, before: string, after: string) =>
    `The gap on ${scale} stayed about the same: ${before} → ${after} of the scale.`,
  GAP_TOO_FEW: 'Both versions need 5 or more readers to be compared.',
  NOT_SAID: 'You have not said how you mean it on this scale.',
  ONLY_AUTHOR: 'Only the author of an inTell says how it is meant.',
  ONLY_TEACHERS: 'Only teachers give a key.',
  /** 404: the teacher has given no key to this inTell. */
  NO_KEY: 'You have not given a key to this inTell yet.',
} as const;

/** The compared scales' names inside a sentence ('The gap on soundness closed…'). */
export const UNDERSTOOD_SCALE_NAMES = {
  emotion: 'emotion',
  authorIntent: 'author intent',
  sound: 'soundness',
  goodFaith: 'good faith',
  values: 'values',
} as const;

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

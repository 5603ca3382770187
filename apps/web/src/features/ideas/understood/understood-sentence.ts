import {
  UNDERSTOOD_MESSAGES,
  type ReferenceScale,
  type UnderstoodScales,
} from '@thoughtful/shared';

type UnderstoodKey = keyof typeof UNDERSTOOD_MESSAGES;

/** Each scale's shared messages when readers placed it above or below her own reading. */
const BY_DIRECTION: Readonly<
  Record<ReferenceScale, { higher: UnderstoodKey; lower: UnderstoodKey }>
> = {
  emotion: { higher: 'EMOTION_HIGHER', lower: 'EMOTION_LOWER' },
  authorIntent: { higher: 'INTENT_HIGHER', lower: 'INTENT_LOWER' },
  sound: { higher: 'SOUND_HIGHER', lower: 'SOUND_LOWER' },
  goodFaith: { higher: 'GOOD_FAITH_HIGHER', lower: 'GOOD_FAITH_LOWER' },
};

/**
 * The shared message a scale of 'Was I understood?' says (the server's `sentence` in English),
 * by its code, so that the web shows it in the reader's language.
 */
export function understoodSentence(row: UnderstoodScales[number]): {
  code: `UNDERSTOOD_MESSAGES.${UnderstoodKey}`;
  english: string;
} {
  const key: UnderstoodKey =
    row.said === 'asMeant'
      ? 'AS_MEANT'
      : row.said === 'tooFewReaders'
        ? 'TOO_FEW_READERS'
        : row.said === 'notSaid'
          ? 'NOT_SAID'
          : BY_DIRECTION[row.scale][row.said];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a shared message's code, not words
  return { code: `UNDERSTOOD_MESSAGES.${key}`, english: UNDERSTOOD_MESSAGES[key] };
}

import {
  gapShareWords,
  UNDERSTOOD_MESSAGES,
  UNDERSTOOD_SCALE_NAMES,
  type ReferenceScale,
  type UnderstoodScale,
  type UnderstoodScales,
  type ValueCode,
} from '@thoughtful/shared';
import { currentLocale, formatNumber } from '../../../lib/i18n';
import { valueName } from '../interpretation/scale-words';

type UnderstoodKey = keyof typeof UNDERSTOOD_MESSAGES;
/** The messages that are words as they are (not functions of a value or a scale). */
type PlainKey = {
  [K in UnderstoodKey]: (typeof UNDERSTOOD_MESSAGES)[K] extends string ? K : never;
}[UnderstoodKey];
type Row = UnderstoodScales[number];

/** A shared message to say: its code, its English (as the server sends it) and its placeholders. */
export interface SharedSentence {
  code: `UNDERSTOOD_MESSAGES.${UnderstoodKey}` | `UNDERSTOOD_SCALE_NAMES.${UnderstoodScale}`;
  english: string;
  values?: readonly string[];
}

/** Each scale's shared messages when readers placed it above or below her own reading. */
const BY_DIRECTION: Readonly<Record<ReferenceScale, { higher: PlainKey; lower: PlainKey }>> = {
  emotion: { higher: 'EMOTION_HIGHER', lower: 'EMOTION_LOWER' },
  authorIntent: { higher: 'INTENT_HIGHER', lower: 'INTENT_LOWER' },
  sound: { higher: 'SOUND_HIGHER', lower: 'SOUND_LOWER' },
  goodFaith: { higher: 'GOOD_FAITH_HIGHER', lower: 'GOOD_FAITH_LOWER' },
};

/** A value's name inside a sentence, in the language spoken ('fairness', 'equidad'). */
const valueWord = (code: number) => valueName(code as ValueCode).toLocaleLowerCase(currentLocale());

/**
 * The sentences of the values she and most readers differ on ('Most readers saw fairness in it;
 * you did not mean it.'), each with the value's name in the language spoken.
 */
export function valueDifferenceSentences(row: Row): SharedSentence[] {
  return (row.values?.differences ?? []).map((difference) => ({
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a shared message's code, not words
    code: `UNDERSTOOD_MESSAGES.${difference.kind === 'unmeant' ? 'VALUE_UNMEANT' : 'VALUE_MISSED'}`,
    english: difference.sentence,
    values: [valueWord(difference.code)],
  }));
}

/**
 * The shared message a scale of 'Was I understood?' says (the server's `sentence` in English),
 * by its code, so that the web shows it in the reader's language. On the values, when she and
 * readers differ, the first difference (the screen lists them all).
 */
export function understoodSentence(row: Row): SharedSentence {
  if (row.said === 'differently') {
    const [first] = valueDifferenceSentences(row);
    if (first) return first;
  }
  const key: PlainKey =
    row.said === 'tooFewReaders'
      ? 'TOO_FEW_READERS'
      : row.said === 'notSaid'
        ? 'NOT_SAID'
        : (row.said === 'higher' || row.said === 'lower') && row.scale !== 'values'
          ? BY_DIRECTION[row.scale][row.said]
          : 'AS_MEANT';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a shared message's code, not words
  return { code: `UNDERSTOOD_MESSAGES.${key}`, english: UNDERSTOOD_MESSAGES[key] };
}

/** A gap as a share of the scale, two decimals in the reader's numbers ('0.40', '0,40'). */
export const gapShareNumber = (share: number) =>
  formatNumber(share, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Whether a revision closed the gap of its earlier version on a scale ('The gap on soundness
 * closed: 0.40 → 0.10 of the scale.'), or that both versions need 5 readers; null when there is
 * no earlier version, or she did not say how she meant one of them on this scale.
 */
export function gapChangeSentence(row: Row, scaleName: string): SharedSentence | null {
  if (!row.earlier) return null;
  if (row.change) {
    const key =
      row.change.said === 'closed'
        ? 'GAP_CLOSED'
        : row.change.said === 'grew'
          ? 'GAP_GREW'
          : 'GAP_SAME';
    return {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a shared message's code, not words
      code: `UNDERSTOOD_MESSAGES.${key}`,
      english: UNDERSTOOD_MESSAGES[key](
        UNDERSTOOD_SCALE_NAMES[row.scale],
        gapShareWords(row.change.before),
        gapShareWords(row.change.after),
      ),
      values: [scaleName, gapShareNumber(row.change.before), gapShareNumber(row.change.after)],
    };
  }
  if (row.said === 'notSaid' || row.earlier.said === 'notSaid') return null;
  return { code: 'UNDERSTOOD_MESSAGES.GAP_TOO_FEW', english: UNDERSTOOD_MESSAGES.GAP_TOO_FEW };
}

/** A scale's name inside a sentence, as a shared message ('soundness'). */
export function scaleNameSentence(scale: UnderstoodScale): SharedSentence {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a shared message's code, not words
  return { code: `UNDERSTOOD_SCALE_NAMES.${scale}`, english: UNDERSTOOD_SCALE_NAMES[scale] };
}

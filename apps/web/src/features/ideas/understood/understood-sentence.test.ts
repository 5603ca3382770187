import {
  REFERENCE_SCALES,
  UNDERSTOOD_SENTENCE_OF,
  UNDERSTOOD_MESSAGES,
  VALUE_CODE,
  type UnderstoodScales,
} from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import {
  gapChangeSentence,
  understoodSentence,
  valueDifferenceSentences,
} from './understood-sentence';

const row = (
  scale: (typeof REFERENCE_SCALES)[number],
  said: 'asMeant' | 'higher' | 'lower' | 'tooFewReaders' | 'notSaid',
) => ({
  scale,
  author: 0.5,
  readers: 0.5,
  gap: 0,
  respondents: 5,
  said,
  sentence: '',
});

describe('understoodSentence', () => {
  it('names the shared message the server says, per scale and direction', () => {
    for (const scale of REFERENCE_SCALES) {
      for (const said of ['higher', 'lower'] as const) {
        expect(understoodSentence(row(scale, said)).english).toBe(
          UNDERSTOOD_SENTENCE_OF[scale][said],
        );
      }
    }
    expect(understoodSentence(row('sound', 'asMeant'))).toEqual({
      code: 'UNDERSTOOD_MESSAGES.AS_MEANT',
      english: UNDERSTOOD_MESSAGES.AS_MEANT,
    });
    expect(understoodSentence(row('emotion', 'tooFewReaders')).code).toBe(
      'UNDERSTOOD_MESSAGES.TOO_FEW_READERS',
    );
    expect(understoodSentence(row('goodFaith', 'notSaid')).english).toBe(
      UNDERSTOOD_MESSAGES.NOT_SAID,
    );
    expect(understoodSentence(row('authorIntent', 'lower')).code).toBe(
      'UNDERSTOOD_MESSAGES.INTENT_LOWER',
    );
  });
});

describe('the values and a revision’s sentences', () => {
  const values: UnderstoodScales[number] = {
    scale: 'values',
    author: null,
    readers: null,
    gap: 0.8,
    respondents: 5,
    said: 'differently',
    sentence: 'Most readers saw fairness in it; you did not mean it.',
    values: {
      meant: [VALUE_CODE.CARE],
      seen: [],
      differences: [
        {
          code: VALUE_CODE.FAIRNESS,
          kind: 'unmeant',
          share: 0.8,
          sentence: 'Most readers saw fairness in it; you did not mean it.',
        },
        {
          code: VALUE_CODE.CARE,
          kind: 'missed',
          share: 0.4,
          sentence: 'You meant care; most readers did not see it.',
        },
      ],
    },
  };

  it('says each value she and most readers differ on, with the value’s name as a placeholder', () => {
    expect(valueDifferenceSentences(values)).toEqual([
      {
        code: 'UNDERSTOOD_MESSAGES.VALUE_UNMEANT',
        english: 'Most readers saw fairness in it; you did not mean it.',
        values: ['fairness'],
      },
      {
        code: 'UNDERSTOOD_MESSAGES.VALUE_MISSED',
        english: 'You meant care; most readers did not see it.',
        values: ['care'],
      },
    ]);
    expect(understoodSentence(values).code).toBe('UNDERSTOOD_MESSAGES.VALUE_UNMEANT');
    expect(understoodSentence({ ...values, said: 'asMeant', values: undefined }).code).toBe(
      'UNDERSTOOD_MESSAGES.AS_MEANT',
    );
  });

  it('says whether the gap closed, or that both versions need five readers', () => {
    const earlier = {
      ideaId: 'old',
      author: 0.9,
      readers: 0.5,
      gap: -0.4,
      respondents: 5,
      said: 'lower' as const,
    };
    const sound: UnderstoodScales[number] = {
      ...row('sound', 'asMeant'),
      earlier,
      change: { before: 0.4, after: 0.1, said: 'closed', sentence: '' },
    };
    expect(gapChangeSentence(sound, 'soundness')).toEqual({
      code: 'UNDERSTOOD_MESSAGES.GAP_CLOSED',
      english: 'The gap on soundness closed: 0.40 → 0.10 of the scale.',
      values: ['soundness', '0.40', '0.10'],
    });
    expect(
      gapChangeSentence({ ...sound, change: { ...sound.change!, said: 'grew' } }, 'x')?.code,
    ).toBe('UNDERSTOOD_MESSAGES.GAP_GREW');
    expect(gapChangeSentence({ ...sound, change: null }, 'soundness')?.code).toBe(
      'UNDERSTOOD_MESSAGES.GAP_TOO_FEW',
    );
    // She did not say how she meant the earlier version on it: nothing to compare.
    expect(
      gapChangeSentence({ ...sound, change: null, earlier: { ...earlier, said: 'notSaid' } }, 's'),
    ).toBeNull();
    expect(gapChangeSentence(row('sound', 'asMeant'), 'soundness')).toBeNull();
  });
});

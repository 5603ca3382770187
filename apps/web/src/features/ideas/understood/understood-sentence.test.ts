import { REFERENCE_SCALES, UNDERSTOOD_SENTENCE_OF, UNDERSTOOD_MESSAGES } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { understoodSentence } from './understood-sentence';

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

import { describe, expect, it } from 'vitest';
import { MAX_WORDS, PER_WORD, similarity, textWords, weight } from './similar-ideas';

describe('textWords', () => {
  it('drops stop words and short words, keeps one word per stem', () => {
    const words = textWords('The phones and the phone ban: banning phones is on', 'en');
    expect(words.map((w) => w.word)).toEqual(['phones', 'ban']);
    expect(words[0]!.forms).toEqual(['phone']);
  });

  it('keeps the longest MAX_WORDS words, and Spanish words with both numbers', () => {
    const many = Array.from({ length: 30 }, (_, i) => `word${'x'.repeat(i)}`).join(' ');
    expect(textWords(many, 'en')).toHaveLength(MAX_WORDS);
    const [gobierno] = textWords('el gobierno', 'es');
    expect(gobierno!.forms.length).toBe(2);
    expect(textWords('el gobierno de la nación', 'es').map((w) => w.word)).toEqual([
      'gobierno',
      'nacion',
    ]);
  });

  it('takes a language search does not stem as written', () => {
    expect(textWords('les téléphones', 'fr').map((w) => w.forms)).toEqual([
      ['telephones'],
      ['les'],
    ]);
  });
});

describe('similarity', () => {
  const words = textWords('Phones should be banned in classrooms during lessons', 'en');
  const weights = words.map(() => weight(1));

  it('is 1 for the same words and 0 for none', () => {
    const same = { text: 'Phones banned in classrooms during lessons', language: 'en' };
    expect(similarity(words, weights, same)).toBeCloseTo(1, 5);
    expect(similarity(words, weights, { text: 'Gardens need rain', language: 'en' })).toBe(0);
  });

  it('ranks a short inTell holding most words above a long one holding a few', () => {
    const short = { text: 'A ban on phones in classrooms', language: 'en' };
    const long = {
      text: `Phones and lessons. ${'Rivers forests mountains deserts glaciers oceans '.repeat(3)}`,
      language: 'en',
    };
    expect(similarity(words, weights, short)).toBeGreaterThan(similarity(words, weights, long));
  });

  it('weighs a rare word above a common one', () => {
    expect(weight(1)).toBeGreaterThan(weight(PER_WORD));
    expect(weight(PER_WORD)).toBeGreaterThan(0);
  });
});

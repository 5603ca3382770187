import { describe, expect, it } from 'vitest';
import { newLinkSentence, newLinkSentenceText } from './link-confirmation';

/**
 * What the confirmation says before a link is made from a search result, for every
 * mode a column's add button submits and their mirrors: the relation in the columns' words, the
 * two names in the order the link stores them. Swapping any relation's words fails here.
 */
const text = (mode: number, thisName: string, otherName: string) => {
  const sentence = newLinkSentence(mode, thisName, otherName);
  return sentence === null ? null : newLinkSentenceText(sentence);
};

describe('newLinkSentence', () => {
  it.each<[number, string]>([
    // Idea screen, view 2: 'Supports' 20, 'Supported by' 21, 'Opposes' 22, 'Opposed by' 23.
    [20, '‘Here’ supports ‘There’.'],
    [21, '‘There’ supports ‘Here’.'],
    [22, '‘Here’ opposes ‘There’.'],
    [23, '‘There’ opposes ‘Here’.'],
    // View 3: 'Synthesis' 24 and 'Related inTell' 26, and the routes' 25 and 27.
    [24, '‘Here’ and ‘There’ together make a synthesis.'],
    [25, '‘There’ and ‘Here’ together make a synthesis.'],
    [26, '‘Here’ and ‘There’ are related: they say much the same thing.'],
    [27, '‘There’ and ‘Here’ are related: they say much the same thing.'],
  ])('inTell to inTell, mode %s: %s', (mode, want) => {
    expect(text(mode, 'Here', 'There')).toBe(want);
  });

  it.each<[number, string, string, string]>([
    // From the inTell's view 4 (this is the inTell) and the waveMaker's view 3 (this is it).
    [30, 'An inTell', 'A waveMaker', '‘An inTell’ strengthens ‘A waveMaker’.'],
    [31, 'An inTell', 'A waveMaker', '‘An inTell’ weakens ‘A waveMaker’.'],
    [40, 'A waveMaker', 'An inTell', '‘An inTell’ strengthens ‘A waveMaker’.'],
    [41, 'A waveMaker', 'An inTell', '‘An inTell’ weakens ‘A waveMaker’.'],
  ])('inTell to waveMaker, mode %s', (mode, thisName, otherName, want) => {
    expect(text(mode, thisName, otherName)).toBe(want);
  });

  it.each<[number, string]>([
    // The waveMaker's view 4: 'Friends' 50, 'Foes' 52, 'Related waveMakers' 54.
    [50, '‘Here’ and ‘There’ are friends.'],
    [51, '‘There’ and ‘Here’ are friends.'],
    [52, '‘Here’ and ‘There’ are foes.'],
    [53, '‘There’ and ‘Here’ are foes.'],
    [54, '‘Here’ and ‘There’ are related.'],
    [55, '‘There’ and ‘Here’ are related.'],
  ])('waveMaker to waveMaker, mode %s: %s', (mode, want) => {
    expect(text(mode, 'Here', 'There')).toBe(want);
  });

  it('keeps the parts apart so the names can be shown as names', () => {
    expect(newLinkSentence(22, 'Trees cool streets', 'Parking first')).toEqual({
      first: 'Trees cool streets',
      second: 'Parking first',
      relation: 'ideaIdea.oppose',
    });
  });

  it('cuts long names as the columns do (60 characters and an ellipsis)', () => {
    const long = 'x'.repeat(80);
    const sentence = newLinkSentence(20, long, 'Short');
    expect(sentence?.first).toBe(`${'x'.repeat(60)}…`);
    expect(sentence?.second).toBe('Short');
  });

  it('has no sentence for a mode that is no link', () => {
    expect(newLinkSentence(1000, 'Here', 'There')).toBeNull();
    expect(newLinkSentence(28, 'Here', 'There')).toBeNull();
  });
});

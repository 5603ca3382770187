import { describe, expect, it } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { makeActivity } from '../../../testing/student-activity-fixtures';
import { activityTypeLabel } from './manager-text';
import { answerWords, progressTable } from './progress-model';

const ana = { _id: 'ana', name: 'Ana', date: '2024-05-02T10:00:00.000Z' };
const ben = { _id: 'ben', name: 'Ben', date: '2024-05-02T10:00:00.000Z' };

describe('progressTable', () => {
  it('does not count a follow-up of her own inTell against its author', () => {
    const anaIntell = makeIdeaSummary({ _id: 'ana-intell', user: { _id: 'ana', name: 'Ana' } });
    const table = progressTable([
      makeActivity({ _id: 'a1', studentsCompleted: [ana, ben] }),
      makeActivity({
        _id: 'a2',
        order: 2,
        selection: 102,
        inTellExisting: anaIntell,
        followUpOf: 'a1',
        studentsCompleted: [ben],
      }),
    ]);
    expect(table.rows.map((r) => [r.student._id, r.doneCount, r.askedCount, r.asked])).toEqual([
      ['ana', 1, 1, [true, false]],
      ['ben', 2, 2, [true, true]],
    ]);
  });

  it('counts a follow-up given to some classmates against them only', () => {
    const cyIntell = makeIdeaSummary({ _id: 'cy-intell', user: { _id: 'cy', name: 'Cy' } });
    const table = progressTable([
      makeActivity({ _id: 'a1', studentsCompleted: [ana, ben] }),
      makeActivity({
        _id: 'a2',
        order: 2,
        selection: 102,
        inTellExisting: cyIntell,
        followUpOf: 'a1',
        followUpReaders: [{ _id: 'ben', name: 'Ben' }],
      }),
    ]);
    expect(table.rows.map((r) => [r.student._id, r.askedCount, r.asked])).toEqual([
      ['ana', 1, [true, false]],
      ['ben', 2, [true, true]],
    ]);
  });
});

describe('answers in words, never a bare code or number (issue 43)', () => {
  const guiding = { selection: 101 };
  const interpret = { selection: 102 };

  it('words a guiding question’s position as the answer chosen, a confidence as a percentage', () => {
    expect([1, 0, -1].map((value) => answerWords(guiding, 'supportLevel', value))).toEqual([
      'I agree',
      'I am unsure',
      'I disagree',
    ]);
    expect(answerWords(guiding, 'confidence', 0.85)).toBe('85%');
    expect(answerWords(guiding, 'supportLevel', null)).toBe('No answer');
  });

  it('words an interpretation’s sliders as the sliders do, the score as its number', () => {
    expect(answerWords(interpret, 'sound', 0.6)).toBe('Somewhat sound (0.6)');
    expect(answerWords(interpret, 'supportLevel', 0.66)).toBe('Mostly supported (0.66)');
    expect(answerWords(interpret, 'score', 0.123)).toBe('0.12');
  });

  it('names an activity type this screen does not know in words', () => {
    expect(activityTypeLabel(101)).toBe('Guiding question');
    expect(activityTypeLabel(999)).toBe('Activity');
  });
});

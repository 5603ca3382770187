import { ACTIVITY_LABELS as SHARED_LABELS } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LABELS, POSITION_CHOICES, STUDENT_TEXT as T } from './student-text';

describe('student text', () => {
  it('names each activity as the shared package does', () => {
    for (const [type, label] of Object.entries(SHARED_LABELS)) {
      expect(ACTIVITY_LABELS[Number(type)]).toBe(label);
    }
  });

  it('keeps the spec’s English', () => {
    expect(T.countLabel(1)).toBe('1 activity');
    expect(T.countLabel(3)).toBe('3 activities');
    expect(T.activityNumber(2)).toBe('ACTIVITY #2');
    expect(T.completedEntry(4, 'Read an inTell')).toBe('#4: Read an inTell');
    expect(T.keyPointLabel).toMatch(/^Key point \(\d+ characters or less\)$/);
    expect(T.confidenceValue(0.62)).toBe('62% confident');
    expect(T.feedbackGrade(80)).toBe('Grade: 80 / 100');
    expect(T.retrieveFailed('x')).toBe('Failed To Retrieve Activities From Server: x');
    expect(POSITION_CHOICES.map((choice) => choice.label)).toEqual([
      'I disagree',
      'I agree',
      'I am unsure',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { browserTimeZone, classAnswersPath } from './feedback';

describe('the class’s answers as CSV (issue 43)', () => {
  it('asks for its dates in the teacher’s time zone', () => {
    expect(classAnswersPath('c 1', 'America/New_York')).toBe(
      '/api/classes/c%201/answers.csv?timeZone=America%2FNew_York',
    );
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(classAnswersPath('c1')).toBe(
      `/api/classes/c1/answers.csv?timeZone=${encodeURIComponent(own)}`,
    );
  });

  it('asks in UTC when the machine reports a zone the server cannot read (no zone set)', () => {
    expect(browserTimeZone('Etc/Unknown')).toBeUndefined();
    expect(browserTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});

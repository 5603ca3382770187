import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGE_MAX_LENGTH } from './report-constants';
import { ReportBody } from './report-schemas';

// The report form limits its field with this constant: it must be the schema's own cap.
describe('report message cap', () => {
  it('is the length ReportBody accepts, and one more is refused', () => {
    expect(REPORT_MESSAGE_MAX_LENGTH).toBe(5_000);
    const at = (length: number) => 'a'.repeat(length);
    expect(ReportBody.safeParse({ message: at(REPORT_MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(ReportBody.safeParse({ message: at(REPORT_MESSAGE_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });
});

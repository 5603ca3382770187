import { describe, expect, it } from 'vitest';
import { csvField, csvNumber, csvRecord, csvText } from './csv';

describe('CSV fields (RFC 4180)', () => {
  it('quotes a field only when it holds a comma, a quote or a line break', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('')).toBe('');
    expect(csvField('ünïcödé ✓')).toBe('ünïcödé ✓');
  });

  it('defuses typed text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvText('+1')).toBe(`"'+1"`);
    expect(csvText('-1 point')).toBe(`"'-1 point"`);
    expect(csvText('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvText('\tx')).toBe(`"'\tx"`);
    expect(csvText('\r=1')).toBe(`"'\r=1"`);
    expect(csvText('fine = fine')).toBe('fine = fine');
  });

  it('writes numbers as they are and none as an empty field', () => {
    expect(csvNumber(-0.5)).toBe('-0.5');
    expect(csvNumber(4)).toBe('4');
    expect(csvNumber(null)).toBe('');
    expect(csvNumber(Number.NaN)).toBe('');
  });

  it('ends a record with CRLF', () => {
    expect(csvRecord(['a', '"b,c"', ''])).toBe('a,"b,c",\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { parseInvitationEntries } from './parse-invitation-entries';

describe('parseInvitationEntries', () => {
  it('splits on commas, semicolons, spaces, tabs and new lines', () => {
    expect(
      parseInvitationEntries('a@x.org, b@x.org;c@x.org d@x.org\te@x.org\nf@x.org\r\ng@x.org'),
    ).toEqual(['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org', 'e@x.org', 'f@x.org', 'g@x.org']);
  });

  it('drops empty entries, lower-cases and removes repeats in order', () => {
    expect(parseInvitationEntries('  ,,\n B@X.org ,\n\n a@x.org b@x.org  ')).toEqual([
      'b@x.org',
      'a@x.org',
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(parseInvitationEntries(' \n , ')).toEqual([]);
  });
});

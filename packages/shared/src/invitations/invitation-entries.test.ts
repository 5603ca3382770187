import { describe, expect, it } from 'vitest';
import { isInvitationEntry, parseInvitationEntries } from './invitation-entries';

describe('parseInvitationEntries (e-mails)', () => {
  it("reads a mail client's To line as its addresses, and keeps the names (issue 43)", () => {
    expect(
      parseInvitationEntries('Ana Lopez <s01@school.test>; Ben Carter <s02@school.test>'),
    ).toEqual({
      entries: ['s01@school.test', 's02@school.test'],
      invalid: [],
      names: { 's01@school.test': 'Ana Lopez', 's02@school.test': 'Ben Carter' },
    });
    expect(
      parseInvitationEntries('Ana Ruiz <ana@school.org>, "Ben Li" <ben@school.org>, c@school.org')
        .names,
    ).toEqual({ 'ana@school.org': 'Ana Ruiz', 'ben@school.org': 'Ben Li' });
  });

  it('takes one a line, commas, semicolons, spaces and tabs', () => {
    expect(
      parseInvitationEntries('a@x.org, b@x.org;c@x.org d@x.org\te@x.org\nf@x.org\r\ng@x.org')
        .entries,
    ).toEqual(['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org', 'e@x.org', 'f@x.org', 'g@x.org']);
  });

  it('keeps a quoted name with a comma in it together with its address', () => {
    expect(
      parseInvitationEntries('"Lopez, Ana" <S01@School.test>, "Carter; Ben" <s02@school.test>'),
    ).toEqual({
      entries: ['s01@school.test', 's02@school.test'],
      invalid: [],
      names: { 's01@school.test': 'Lopez, Ana', 's02@school.test': 'Carter; Ben' },
    });
  });

  it('reads a spreadsheet of names and addresses, and mailto: links', () => {
    expect(
      parseInvitationEntries('Ana Lopez\ts01@school.test\nBen Carter\tmailto:s02@school.test\n'),
    ).toEqual({
      entries: ['s01@school.test', 's02@school.test'],
      invalid: [],
      names: { 's01@school.test': 'Ana Lopez', 's02@school.test': 'Ben Carter' },
    });
  });

  it('takes a bare address in angle brackets', () => {
    expect(parseInvitationEntries('<s01@school.test>, (s02@school.test)').entries).toEqual([
      's01@school.test',
      's02@school.test',
    ]);
  });

  it('lower-cases, trims, drops empty pieces and repeats, in the order given', () => {
    expect(parseInvitationEntries('  ,,\n B@X.org ,\n\n a@x.org b@x.org ;; ')).toEqual({
      entries: ['b@x.org', 'a@x.org'],
      invalid: [],
      names: {},
    });
  });

  it('reports what is not an address as typed, once each', () => {
    expect(
      parseInvitationEntries('oops, a@x.org, Ana Lopez <not-an-address>, b@, oops, c@x.org'),
    ).toEqual({
      entries: ['a@x.org', 'c@x.org'],
      invalid: ['oops', 'Ana Lopez <not-an-address>', 'b@'],
      names: {},
    });
  });

  it('forgives an unclosed quote or bracket, which ends with its line', () => {
    expect(parseInvitationEntries('"Lopez, Ana <s01@school.test\ns02@school.test')).toEqual({
      entries: ['s01@school.test', 's02@school.test'],
      invalid: [],
      names: { 's01@school.test': 'Lopez, Ana' },
    });
  });

  it('returns nothing for blank text', () => {
    expect(parseInvitationEntries(' \n , ; ')).toEqual({ entries: [], invalid: [], names: {} });
  });
});

describe('parseInvitationEntries (anonymous-mode login IDs)', () => {
  it('takes every word as an ID, and e-mails as they are', () => {
    expect(
      parseInvitationEntries('Red-Fox-12, blue-owl-7\ngreen-cat-3 ada@x.org', 'loginId'),
    ).toEqual({
      entries: ['red-fox-12', 'blue-owl-7', 'green-cat-3', 'ada@x.org'],
      invalid: [],
      names: {},
    });
  });

  it('takes the ID out of angle brackets, and refuses a stray bracket or quote', () => {
    expect(parseInvitationEntries('Ana <s01>\nbad"id\nx>y', 'loginId')).toEqual({
      entries: ['s01'],
      invalid: ['bad"id', 'x>y'],
      names: {},
    });
  });
});

describe('isInvitationEntry', () => {
  it.each(['a@x.org', 'first.last+tag@sub.school.test'])('takes the address %s', (value) => {
    expect(isInvitationEntry(value, 'email')).toBe(true);
  });

  it.each([
    '<s01@school.test>',
    's01@school.test>',
    'ana lopez@x.org',
    '"ana"@x.org',
    'a,b@x.org',
    'a@x',
    'oops',
    '',
    `${'a'.repeat(250)}@x.org`,
    'a\u0000@x.org',
  ])('refuses %j as an address', (value) => {
    expect(isInvitationEntry(value, 'email')).toBe(false);
  });

  it('takes any one-word login ID in anonymous mode, but not brackets, quotes or spaces', () => {
    expect(isInvitationEntry('red-fox-12', 'loginId')).toBe(true);
    expect(isInvitationEntry('s01', 'loginId')).toBe(true);
    expect(isInvitationEntry('<s01>', 'loginId')).toBe(false);
    expect(isInvitationEntry('two words', 'loginId')).toBe(false);
    expect(isInvitationEntry('', 'loginId')).toBe(false);
  });
});

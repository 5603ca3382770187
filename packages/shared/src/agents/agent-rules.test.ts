import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES as M } from './agent-messages';
import { agentNameFromTitle, validateNewAgent } from './agent-rules';

const msgs = (errors: { msg: string }[]) => errors.map((e) => e.msg);

describe('validateNewAgent (content §5, new waveMaker)', () => {
  it('passes a name and a web address with or without scheme', () => {
    expect(validateNewAgent({ name: 'IPCC', url: 'https://www.ipcc.ch' })).toEqual([]);
    expect(validateNewAgent({ name: 'IPCC', url: 'ipcc.ch' })).toEqual([]);
  });

  it('needs a name longer than 2 characters and at most 60', () => {
    expect(msgs(validateNewAgent({ name: ' ab ', url: 'ipcc.ch' }))).toEqual([M.NAME_INVALID]);
    expect(validateNewAgent({ name: 'abc', url: 'ipcc.ch' })).toEqual([]);
    expect(validateNewAgent({ name: 'x'.repeat(60), url: 'ipcc.ch' })).toEqual([]);
    expect(msgs(validateNewAgent({ name: 'x'.repeat(61), url: 'ipcc.ch' }))).toEqual([
      M.NAME_TOO_LONG,
    ]);
  });

  it("needs a URL longer than 2 that matches a web address ('Invalid url.')", () => {
    for (const url of [
      '',
      'ab',
      'abc',
      'ftp://ipcc.ch',
      'javascript:alert(1)',
      'no spaces.org x',
    ]) {
      expect(msgs(validateNewAgent({ name: 'IPCC', url }))).toEqual(['Invalid url.']);
    }
  });

  it('lists both problems, name first, and checks an optional image', () => {
    expect(msgs(validateNewAgent({ name: '', url: '' }))).toEqual([
      'Invalid agent name. Please be more descriptive.',
      'Invalid url.',
    ]);
    expect(msgs(validateNewAgent({ name: 'IPCC', url: 'ipcc.ch', image: 'nope' }))).toEqual([
      M.IMAGE_INVALID,
    ]);
    expect(
      validateNewAgent({ name: 'IPCC', url: 'ipcc.ch', image: 'https://ipcc.ch/logo.png' }),
    ).toEqual([]);
  });
});

describe('agentNameFromTitle (content §4: 60 characters, " - Wikipedia" removed)', () => {
  it('removes the Wikipedia suffix', () => {
    expect(agentNameFromTitle('Greta Thunberg - Wikipedia')).toBe('Greta Thunberg');
  });
  it('keeps a title of exactly 60 characters and cuts a longer one to 60', () => {
    expect(agentNameFromTitle('a'.repeat(60))).toBe('a'.repeat(60));
    expect(agentNameFromTitle('a'.repeat(61))).toBe('a'.repeat(60));
    expect(agentNameFromTitle(`${'b'.repeat(70)} - Wikipedia`)).toBe('b'.repeat(60));
  });
  it('removes the suffix before counting', () => {
    const title = `${'c'.repeat(60)} - Wikipedia`;
    expect(agentNameFromTitle(title)).toBe('c'.repeat(60));
  });
  it('tidies spaces and never splits a surrogate pair', () => {
    expect(agentNameFromTitle('  The   Guardian \n')).toBe('The Guardian');
    const emoji = `${'d'.repeat(59)}😀tail`;
    expect(agentNameFromTitle(emoji)).toBe('d'.repeat(59));
  });
});

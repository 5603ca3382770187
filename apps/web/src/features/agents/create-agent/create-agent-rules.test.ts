import { agentNameFromTitle, AGENT_MESSAGES } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import type { PageScrapeResult } from '../../scrape';
import { createAgentErrors, helpTopicFor } from './create-agent-rules';

const scraped: PageScrapeResult = {
  status: 'scraped',
  url: 'https://en.wikipedia.org/wiki/Rachel_Carson',
  title: 'Rachel Carson - Wikipedia',
  images: [],
};
const msgs = (errors: { msg: string }[]) => errors.map((e) => e.msg);

describe('createAgentErrors (content §4, §5: New waveMaker)', () => {
  const url = 'https://en.wikipedia.org/wiki/Rachel_Carson';

  it('passes a fetched address and a name longer than 2', () => {
    expect(createAgentErrors({ name: 'Rachel Carson', url, image: '' }, scraped)).toEqual([]);
    // A page that answered 403 is a valid address (content §7), and so is one the server could
    // not reach.
    for (const reason of ['forbidden', 'unreachable'] as const) {
      expect(
        createAgentErrors(
          { name: 'Rachel Carson', url, image: '' },
          { status: 'not-scraped', url, reason },
        ),
      ).toEqual([]);
    }
  });

  it("needs a name longer than 2 ('Invalid agent name. Please be more descriptive.')", () => {
    expect(msgs(createAgentErrors({ name: ' ab ', url, image: '' }, scraped))).toEqual([
      'Invalid agent name. Please be more descriptive.',
    ]);
  });

  it("refuses an address that is not a web address ('Invalid url.')", () => {
    for (const bad of ['', 'ab', 'not an address', 'ftp://example.org']) {
      expect(
        msgs(createAgentErrors({ name: 'IPCC', url: bad, image: '' }, { status: 'invalid' })),
      ).toEqual(['Invalid url.']);
    }
  });

  it('refuses a well-formed address whose page was not fetched', () => {
    for (const page of [
      { status: 'invalid' },
      { status: 'pending', url },
      { status: 'failed', url, messages: ['Unable to reach the server.'] },
    ] satisfies PageScrapeResult[]) {
      expect(msgs(createAgentErrors({ name: 'IPCC', url, image: '' }, page))).toEqual([
        AGENT_MESSAGES.URL_INVALID,
      ]);
    }
  });

  it('lists a bad address and a bad name together, in the order of the dialog', () => {
    expect(msgs(createAgentErrors({ name: '', url: '', image: '' }, { status: 'empty' }))).toEqual([
      'Invalid url.',
      'Invalid agent name. Please be more descriptive.',
    ]);
  });
});

describe('helpTopicFor: which help dialog opens (content §5)', () => {
  it('no valid URL opens the address help, whatever the name', () => {
    expect(helpTopicFor([{ field: 'url', msg: 'Invalid url.' }])).toBe('url');
    expect(
      helpTopicFor([
        { field: 'name', msg: AGENT_MESSAGES.NAME_INVALID },
        { field: 'url', msg: AGENT_MESSAGES.URL_INVALID },
      ]),
    ).toBe('url');
  });

  it('a valid URL but no name opens the name help', () => {
    expect(helpTopicFor([{ field: 'name', msg: AGENT_MESSAGES.NAME_INVALID }])).toBe('name');
  });

  it('opens nothing when all is well', () => {
    expect(helpTopicFor([])).toBeNull();
  });
});

describe('the name filled in from the page title (shared agentNameFromTitle)', () => {
  it("removes ' - Wikipedia' and caps at 60 characters", () => {
    expect(agentNameFromTitle(scraped.status === 'scraped' ? scraped.title : '')).toBe(
      'Rachel Carson',
    );
    expect(agentNameFromTitle(`${'x'.repeat(70)} - Wikipedia`)).toBe('x'.repeat(60));
  });
});

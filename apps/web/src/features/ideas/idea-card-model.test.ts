import { describe, expect, it } from 'vitest';
import { makeIdea } from '../../testing/content-fixtures';
import {
  accountableAgents,
  authorHref,
  frameAnswers,
  hasDeeperAnalysis,
  shownProxiedPercent,
} from './idea-card-model';

describe('shownProxiedPercent (content §2: 100 × proxyLevel, rounded)', () => {
  it.each([
    [0.4, 40],
    [0.333, 33],
    [0.335, 34],
    [1, 100],
    [0.05, 5],
  ])('%s shows %s%%', (level, percent) => {
    expect(shownProxiedPercent(level)).toBe(percent);
  });

  it('shows nothing when unset (-2) or 0 (under 0.05 counts as 0)', () => {
    expect(shownProxiedPercent(-2)).toBeNull();
    expect(shownProxiedPercent(0)).toBeNull();
    expect(shownProxiedPercent(0.049)).toBeNull();
  });
});

describe('accountableAgents', () => {
  it('lists authors and players once each, without the submitter’s own waveMaker', () => {
    const idea = makeIdea({
      agents: [
        { _id: 'a-bea', name: 'Bea' },
        { _id: 'a1', name: 'Planet' },
      ],
      players: [
        { _id: 'a1', name: 'Planet' },
        { _id: 'a2', name: 'Council' },
      ],
    });
    expect(accountableAgents(idea).map((a) => a.name)).toEqual(['Planet', 'Council']);
  });
});

describe('authorHref', () => {
  it("links to the author's own waveMaker, else to the profile", () => {
    expect(authorHref(makeIdea())).toBe('/agent/a-bea');
    const none = makeIdea();
    none.user.agents = [];
    expect(authorHref(none)).toBe('/profile/u2');
  });

  it('leads nowhere for a classmate under a pseudonym, who comes with no account', () => {
    const classmate = makeIdea();
    classmate.user = { name: 'Teal Otter', avatar: '', agents: [] };
    expect(authorHref(classmate)).toBeNull();
  });
});

describe('frameAnswers and hasDeeperAnalysis', () => {
  it('lists the answers given, in the card order, trimmed', () => {
    const idea = makeIdea({
      frameResolution: 'Plant now',
      frameContext: ' Heat ',
      criticConcern: '  ',
      myConcern: 'Health',
    });
    expect(frameAnswers(idea)).toEqual([
      ['frameContext', 'Heat'],
      ['myConcern', 'Health'],
      ['frameResolution', 'Plant now'],
    ]);
    expect(hasDeeperAnalysis(idea)).toBe(true);
  });

  it('has no deeper analysis without framing, unless flagged at core', () => {
    expect(hasDeeperAnalysis(makeIdea())).toBe(false);
    expect(hasDeeperAnalysis(makeIdea({ atCore: true }))).toBe(true);
  });
});

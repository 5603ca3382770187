import { describe, expect, it } from 'vitest';
import {
  AGENT_COLUMN_MODES,
  clampView,
  createsIdea,
  IDEA_COLUMN_MODES,
  linkPagePath,
  linkRequest,
  routeAction,
  searchTargetOf,
  viewAfterSwipe,
} from './link-model';

describe('view switching (content §2)', () => {
  it('swiping left goes forward up to 4, right back down to 1', () => {
    expect(viewAfterSwipe(2, 'left')).toBe(3);
    expect(viewAfterSwipe(4, 'left')).toBe(4);
    expect(viewAfterSwipe(2, 'right')).toBe(1);
    expect(viewAfterSwipe(1, 'right')).toBe(1);
  });

  it('clamps view numbers', () => {
    expect(clampView(0)).toBe(1);
    expect(clampView(9)).toBe(4);
    expect(clampView(Number.NaN)).toBe(2);
  });

  it('starts on view 2, or on the view in field with mode 1000', () => {
    expect(routeAction(undefined, undefined)).toEqual({ kind: 'view', view: 2 });
    expect(routeAction('1000', '3')).toEqual({ kind: 'view', view: 3 });
    expect(routeAction('1000', '7')).toEqual({ kind: 'view', view: 2 });
    expect(routeAction('20', undefined)).toEqual({ kind: 'view', view: 2 });
  });

  it('reads link modes and the link-screen modes 100–400', () => {
    expect(routeAction('21', 'x')).toEqual({ kind: 'link', mode: 21, otherId: 'x' });
    expect(routeAction('100', 'x')).toEqual({ kind: 'linkPage', target: 'idea', otherId: 'x' });
    expect(routeAction('200', 'a')).toEqual({ kind: 'linkPage', target: 'agent', otherId: 'a' });
  });
});

describe('mode per column (content §2 "Route mode and field")', () => {
  it('maps the idea columns', () => {
    expect(IDEA_COLUMN_MODES).toEqual({
      supports: 20,
      supportedBy: 21,
      opposes: 22,
      opposedBy: 23,
      synthesis: 24,
      similar: 26,
      strengthens: 30,
      weakens: 31,
    });
  });

  it('maps the agent columns', () => {
    expect(AGENT_COLUMN_MODES).toEqual({
      strengthenedBy: 40,
      weakenedBy: 41,
      friends: 50,
      foes: 52,
      similar: 54,
    });
  });

  it('puts "this" idea first for even modes and second for odd ones', () => {
    expect(linkRequest(20, 'X', 'O')).toEqual({
      kind: 'ideaIdea',
      path: '/api/linkIdeaIdeas',
      body: { ideaCause: 'X', ideaEffect: 'O', modeOnSubmit: 20 },
    });
    expect(linkRequest(21, 'X', 'O')?.body).toEqual({
      ideaCause: 'O',
      ideaEffect: 'X',
      modeOnSubmit: 21,
    });
  });

  it('builds idea–agent and agent–agent bodies', () => {
    expect(linkRequest(31, 'I', 'A')?.body).toEqual({ idea: 'I', agent: 'A', modeOnSubmit: 31 });
    expect(linkRequest(40, 'A', 'I')?.body).toEqual({ idea: 'I', agent: 'A', modeOnSubmit: 40 });
    expect(linkRequest(53, 'A', 'B')?.body).toEqual({ agent1: 'B', agent2: 'A', modeOnSubmit: 53 });
    expect(linkRequest(99, 'A', 'B')).toBeNull();
  });

  it('searches and creates the right kind of item', () => {
    expect(searchTargetOf(22)).toBe('idea');
    expect(searchTargetOf(30)).toBe('agent');
    expect(searchTargetOf(41)).toBe('idea');
    expect(searchTargetOf(55)).toBe('agent');
    expect(createsIdea(24)).toBe(true);
    expect(createsIdea(50)).toBe(false);
  });

  it('names the link pages', () => {
    expect(linkPagePath('ideaIdea', 'l1')).toBe('/link-idea-idea/l1');
    expect(linkPagePath('ideaAgent', 'l2')).toBe('/link-idea-agent/l2');
    expect(linkPagePath('agentAgent', 'l3')).toBe('/link-agent-agent/l3');
  });
});

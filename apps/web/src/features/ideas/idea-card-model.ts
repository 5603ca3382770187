import { proxiedPercent, type AgentRef, type IdeaDto } from '@thoughtful/shared';
import { FRAME_FIELD_ORDER } from './ideas-text';

/**
 * What the idea card derives from an inTell (content §2), as pure functions so the rules are
 * tested without rendering.
 */

/**
 * Where the author's name leads: their own waveMaker's page, else (none yet) their profile; null
 * for a classmate under a pseudonym, who comes with neither (docs/decisions/2026-11-28-classes.md
 * 'Privacy and pseudonyms').
 */
export function authorHref(idea: Pick<IdeaDto, 'user'>): string | null {
  const own = idea.user.agents[0];
  if (own) return `/agent/${own._id}`;
  return idea.user._id === undefined ? null : `/profile/${idea.user._id}`;
}

function uniqueById(agents: readonly AgentRef[]): AgentRef[] {
  const seen = new Set<string>();
  return agents.filter((agent) => {
    if (seen.has(agent._id)) return false;
    seen.add(agent._id);
    return true;
  });
}

/**
 * Accountable agents: the inTell's authors and its players. The submitter's own waveMaker is
 * left out, since the card already names the submitter beside 'Submitted'.
 */
export function accountableAgents(idea: Pick<IdeaDto, 'agents' | 'players' | 'user'>): AgentRef[] {
  const own = new Set(idea.user.agents.map((agent) => agent._id));
  return uniqueById([...idea.agents, ...idea.players]).filter((agent) => !own.has(agent._id));
}

/**
 * The proxied percentage shown beside the proxied agents: 100 × proxyLevel, rounded (content §2).
 * Null when the slider was never placed (-2) or sits at 0 (the author takes full responsibility).
 */
export function shownProxiedPercent(proxyLevel: number): number | null {
  const percent = proxiedPercent(proxyLevel);
  return percent === null || percent === 0 ? null : percent;
}

export type FrameField = (typeof FRAME_FIELD_ORDER)[number];

/** The framing answers the author gave, in the card's order; blank ones are left out. */
export function frameAnswers(idea: Pick<IdeaDto, FrameField>): [FrameField, string][] {
  return FRAME_FIELD_ORDER.flatMap((field): [FrameField, string][] => {
    const answer = idea[field].trim();
    return answer === '' ? [] : [[field, answer]];
  });
}

/** The deeper analysis shows when the author framed the inTell (or flagged it at core). */
export function hasDeeperAnalysis(idea: Pick<IdeaDto, FrameField | 'atCore'>): boolean {
  return idea.atCore || frameAnswers(idea).length > 0;
}

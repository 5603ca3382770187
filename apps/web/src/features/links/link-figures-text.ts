import type { AgentAgentFigures, IdeaAgentFigures, IdeaIdeaFigures } from '@thoughtful/shared';

/**
 * A link's figures in plain words for its page (content §3; DESIGN.md §5): each significance is the
 * sum of the raters' confidence, each average a level between -1 and 1.
 */
function num(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

function level(value: number): string {
  if (value > 0) return `on average it supports (${num(value)} on a scale from -1 to 1)`;
  if (value < 0) return `on average it opposes (${num(value)} on a scale from -1 to 1)`;
  return 'on average it neither supports nor opposes (0 on a scale from -1 to 1)';
}

export function ideaIdeaFigureLines(f: IdeaIdeaFigures): string[] {
  return [
    `Support or oppose: significance ${num(f.significanceSupportOppose)}; ${level(f.avgLevelSupportOppose)}.`,
    `Similar: significance ${num(f.significanceSimilar)}.`,
    `Complex (synthesis): significance ${num(f.significanceComplex)}.`,
    `Seen the other way round (effect to cause): ${Math.round(f.avgLevelReversed * 100)}% of the weight.`,
  ];
}

export function agentAgentFigureLines(f: AgentAgentFigures): string[] {
  return [
    `Friends or foes: significance ${num(f.significanceSupportOppose)}; ${
      f.avgLevelSupportOppose >= 0 ? 'on the whole friends' : 'on the whole foes'
    } (${num(f.avgLevelSupportOppose)} on a scale from -1 to 1).`,
    `Similar: significance ${num(f.significanceSimilar)}.`,
  ];
}

export function ideaAgentFigureLines(f: IdeaAgentFigures): string[] {
  return [
    `${f.avgLevel >= 0 ? 'The inTell strengthens the waveMaker' : 'The inTell weakens the waveMaker'} (average level ${num(f.avgLevel)} on a scale from -1 to 1).`,
  ];
}

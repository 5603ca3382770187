/**
 * The viewpoints' English sentences as they were built before the words moved into
 * viewpoint-sentence-messages.ts (commit e8907f1), kept word for word as the oracle that the
 * composer's English is byte-identical to them (viewpoint-sentences.test.ts). Tests only.
 */
import type { DisagreementKind, ViewpointScale } from '../viewpoint-constants';

const viewpointGroupName = (index: number) => `Group ${String.fromCharCode(65 + index)}`;
const SPLIT_FROM = 0.25;
const bridgedBand = (unit: number) => Math.min(4, Math.max(0, Math.floor(unit * 5)));

/** How each scale is said: the verb for many and for one group, and five phrases, low to high. */
const SCALE_WORDS: Readonly<
  Record<ViewpointScale, { topic: string; phrases: readonly (readonly [string, string])[] }>
> = {
  sound: {
    topic: 'how sound it is',
    phrases: [
      ['find it unsound', 'finds it unsound'],
      ['find it rather unsound', 'finds it rather unsound'],
      ['are unsure how sound it is', 'is unsure how sound it is'],
      ['find it fairly sound', 'finds it fairly sound'],
      ['find it sound', 'finds it sound'],
    ],
  },
  authorIntent: {
    topic: 'what the author intends',
    phrases: [
      ['read it as one-sided', 'reads it as one-sided'],
      ['read it as rather one-sided', 'reads it as rather one-sided'],
      ['are unsure what the author intends', 'is unsure what the author intends'],
      ['read it as fairly even-handed', 'reads it as fairly even-handed'],
      ['read it as even-handed', 'reads it as even-handed'],
    ],
  },
  goodFaith: {
    topic: "the author's good faith",
    phrases: [
      ["doubt the author's good faith", "doubts the author's good faith"],
      ["rather doubt the author's good faith", "rather doubts the author's good faith"],
      ["are unsure of the author's good faith", "is unsure of the author's good faith"],
      ["fairly trust the author's good faith", "fairly trusts the author's good faith"],
      ["trust the author's good faith", "trusts the author's good faith"],
    ],
  },
  values: {
    topic: 'the values in it',
    phrases: [
      ['see harmful values in it', 'sees harmful values in it'],
      ['see mostly harmful values in it', 'sees mostly harmful values in it'],
      ['see mixed values in it', 'sees mixed values in it'],
      ['see mostly good values in it', 'sees mostly good values in it'],
      ['see good values in it', 'sees good values in it'],
    ],
  },
  emotion: {
    topic: 'how it makes them feel',
    phrases: [
      ['feel negative about it', 'feels negative about it'],
      ['feel rather negative about it', 'feels rather negative about it'],
      ['feel neutral about it', 'feels neutral about it'],
      ['feel rather positive about it', 'feels rather positive about it'],
      ['feel positive about it', 'feels positive about it'],
    ],
  },
  score: {
    topic: 'its signal and distortion',
    phrases: [
      ['see mostly distortion in it', 'sees mostly distortion in it'],
      ['see more distortion than signal', 'sees more distortion than signal'],
      ['see signal and distortion alike', 'sees signal and distortion alike'],
      ['see more signal than distortion', 'sees more signal than distortion'],
      ['see a clear signal in it', 'sees a clear signal in it'],
    ],
  },
  supportLevel: {
    topic: 'how it bears on the question',
    phrases: [
      ['find it opposes the question', 'finds it opposes the question'],
      ['find it rather opposes the question', 'finds it rather opposes the question'],
      ['are unsure how it bears on the question', 'is unsure how it bears on the question'],
      ['find it rather supports the question', 'finds it rather supports the question'],
      ['find it supports the question', 'finds it supports the question'],
    ],
  },
};

/** A scale's sentence: what every group grants, or where the groups part. */
export function oldBridgingSentence(
  scale: ViewpointScale,
  bridgedUnit: number,
  spreadUnit: number,
  groups: readonly { index: number; unitMean: number }[],
): string {
  const words = SCALE_WORDS[scale];
  if (spreadUnit < SPLIT_FROM) {
    const all = groups.length === 2 ? 'Both groups' : `All ${groups.length} groups`;
    return `${all} ${words.phrases[bridgedBand(bridgedUnit)]![0]}.`;
  }
  const ordered = [...groups].sort((a, b) => b.unitMean - a.unitMean);
  const parts = ordered.map(
    (g) => `${viewpointGroupName(g.index)} ${words.phrases[bridgedBand(g.unitMean)]![1]}`,
  );
  const listed =
    parts.length <= 2
      ? parts.join(', while ')
      : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `The groups differ on ${words.topic}: ${listed}.`;
}

export const OLD_KIND_SENTENCES: Readonly<Record<DisagreementKind, string>> = {
  facts:
    'The groups disagree mostly about facts and reasoning: they judge how sound it is differently.',
  values: 'The groups disagree mostly about what matters: they see different values in it.',
  trust:
    "The groups disagree mostly about trust: they read the author's intent or good faith differently.",
  tone: 'The groups disagree only about tone: they feel differently about it but judge it alike.',
  none: 'The groups read it alike: no scale splits them.',
};

export function oldReasonOf(
  sound: { spread: number; high: number; low: number } | null,
  link: { spread: number; high: number; low: number } | null,
  depth: number,
): string {
  const parts: string[] = [];
  const soundSpread = sound?.spread ?? 0;
  const linkSpread = link?.spread ?? 0;
  if (sound && soundSpread >= linkSpread) {
    parts.push(
      `${viewpointGroupName(sound.high)} finds it far sounder than ${viewpointGroupName(sound.low)} does`,
    );
  }
  if (link && linkSpread > 0 && (linkSpread > soundSpread || linkSpread >= SPLIT_FROM / 2)) {
    const target = depth === 1 ? 'the question' : 'what it is linked to';
    parts.push(
      `${viewpointGroupName(link.high)} rates it as supporting ${target} more than ${viewpointGroupName(link.low)} does`,
    );
  }
  if (parts.length === 0 && sound) {
    parts.push(
      `${viewpointGroupName(sound.high)} finds it sounder than ${viewpointGroupName(sound.low)} does`,
    );
  }
  const bearing =
    depth === 1
      ? 'it bears directly on the question'
      : `it bears on the question through ${depth - 1} other inTell${depth === 2 ? '' : 's'}`;
  const said = parts.join(', and ');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}; ${bearing}.`;
}

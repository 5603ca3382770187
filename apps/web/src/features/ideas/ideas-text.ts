import { IDEA_FRAME_PROMPTS } from '@thoughtful/shared';

/** The words of the idea card and the idea screen (content spec §2, §8). */
export const IDEAS_TEXT = {
  quotation: 'Quotation',
  submitted: 'Submitted',
  quotedFrom: 'Quoted from this idea',
  // Not worded by the spec: a key point sums up the inTell it references
  // (docs/decisions/2026-11-21-quotes-and-key-points.md).
  keyPointOf: 'Key point of this idea',
  by: 'by',
  accountableAgents: 'Accountable agents',
  proxiedAgents: 'Proxied agents',
  proxied: (percent: number) => `${percent}% proxied`,
  externalLink: 'Open the source',
  opensInNewTab: '(opens in a new tab)',
  deeperAnalysis: 'DEEPER ANALYSIS (PROVIDED BY AUTHOR)',
  /** The framing answers' prompts, in the order the author answers them (content §2, §4). */
  framePrompts: {
    frameContext: IDEA_FRAME_PROMPTS.frameContext,
    myConcern: IDEA_FRAME_PROMPTS.myConcern,
    // Not worded by the spec: the framing form's questions about critics (content §4 steps 3, 4).
    criticContent: 'What do critics argue?',
    criticConcern: 'What do critics care about?',
    errorCorrection: IDEA_FRAME_PROMPTS.errorCorrection,
    frameResolution: IDEA_FRAME_PROMPTS.frameResolution,
  },
  atCore: 'At core: the author confirmed this inTell is at the core of the issue.',
  // The idea screen.
  screenLabel: 'inTell',
  loading: 'Loading the inTell…',
  retrieveFailed: (msg: string) => `Failed To Retrieve Idea From Server: ${msg}`,
  notFound: 'This inTell does not exist. It may have been removed, or the link is mistyped.',
  notFoundHeading: 'inTell not found',
  goHome: 'Back to the latest inTells',
} as const;

/** The order in which the deeper analysis lists the framing answers. */
export const FRAME_FIELD_ORDER = [
  'frameContext',
  'myConcern',
  'criticContent',
  'criticConcern',
  'errorCorrection',
  'frameResolution',
] as const satisfies readonly (keyof typeof IDEAS_TEXT.framePrompts)[];

/** Compact cards in lists (latest inTells, a waveMaker's inTells). */
export const IDEA_SUMMARY_TEXT = {
  pdf: 'PDF',
  video: 'Video',
  webPage: 'Web page',
} as const;

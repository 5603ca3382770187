import type { InterpretationFlowOptions } from '@thoughtful/shared';

/**
 * The flow's options on the idea screen, outside any activity
 * (docs/decisions/2026-11-23-interpreting-intells.md 'The interpretation flow on the idea screen'):
 * the emotion pause and the values are asked, as the fullest interpretation the spec describes;
 * there is no guiding question to interconnect to; the intent prompt is the first default one.
 */
export const IDEA_SCREEN_INTERPRETATION_OPTIONS: Readonly<InterpretationFlowOptions> =
  Object.freeze({
    pauseEmotion: true,
    evaluateValues: true,
    interconnect: false,
    intentWords: null,
    activityType: null,
  });

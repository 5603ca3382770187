import { VIEWPOINT_MAX_COMBINED_CLASSES } from './viewpoint-constants';

/** The words of the viewpoint endpoints' refusals (DESIGN.md §12). */
export const VIEWPOINT_MESSAGES = {
  NOT_IN_CLASS: "Only the class's students and teachers can see its viewpoints",
  WITH_INVALID: `Choose the classes to combine by their ids, separated by commas (at most ${VIEWPOINT_MAX_COMBINED_CLASSES - 1})`,
} as const;

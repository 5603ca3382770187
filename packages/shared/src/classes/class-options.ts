/**
 * A class's options that screens show (DESIGN.md §14), apart from the schemas: a screen that
 * needs only these numbers then loads no Zod.
 */

/** How many classmates' inTells a student is asked to interpret, per activity. */
export const FOLLOW_UPS_PER_STUDENT = Object.freeze({
  DEFAULT: 3,
  MIN: 1,
  MAX: 10,
  MESSAGE: 'followUpsPerStudent must be a whole number from 1 to 10',
} as const);

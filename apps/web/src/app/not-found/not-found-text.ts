import { msg } from '@lingui/core/macro';

/** The spec's wording (accounts §2, "Not-found page"). */
export const NOT_FOUND_TEXT = {
  heading: msg`Page does not exist`,
  returning: msg`Returning back to login screen.`,
} as const;

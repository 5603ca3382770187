/** The spec's wording (accounts §2, "Not-found page"). */
export const NOT_FOUND_TEXT = {
  heading: 'Page does not exist',
  returning: 'Returning back to login screen.',
} as const;

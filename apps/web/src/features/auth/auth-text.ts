export const LOGIN_TEXT = {
  tagline:
    'A platform for structured, good-faith dialogue: post ideas, link them as causes and effects, and rate them.',
} as const;

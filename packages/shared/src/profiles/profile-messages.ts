import { AKA_MAX_LENGTH, BIO_MAX_LENGTH } from './profile-rules';

/** The words of profiles (content spec §2, §8), kept in one place (CONVENTIONS.md, habit 13). */
export const PROFILE_MESSAGES = {
  AKA_TOO_LONG: `Alias too long - must be at most ${AKA_MAX_LENGTH} characters`,
  BIO_TOO_LONG: `Bio too long - must be at most ${BIO_MAX_LENGTH} characters`,
  NOT_FOUND: 'Profile not found',
  /** Content §2, the profiles list when it is empty. */
  NONE_FOUND: 'No profiles found...',
} as const;

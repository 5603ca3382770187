import { AKA_MAX_LENGTH, BIO_MAX_LENGTH, PROFILE_MESSAGES } from '@thoughtful/shared';

/** The words of the profile screens (content spec §2, §8; the spec's spelling of 'Retieve'). */
export const PROFILES_TEXT = {
  listHeading: 'Developers',
  noneFound: PROFILE_MESSAGES.NONE_FOUND,
  viewProfile: 'View Profile',
  listLoading: 'Loading the profiles…',
  listFailed: (msg: string) => `Failed To Retieve All User Profiles From Server: ${msg}`,
  // One profile.
  loading: 'Loading the profile…',
  screenLabel: 'Profile',
  notFoundHeading: 'Profile not found',
  notFound: 'This member does not exist. The link may be mistyped.',
  retrieveFailed: (msg: string) => `Failed To Retieve Specified User Profile From Server: ${msg}`,
  aka: 'aka',
  akaLabel: `Alias (aka, ${AKA_MAX_LENGTH} characters or less)`,
  bioHeading: 'Bio',
  bioLabel: `Bio (${BIO_MAX_LENGTH} characters or less)`,
  noBio: 'No bio yet.',
  reputation: 'Reputation',
  waveMakers: 'waveMakers',
  noWaveMakers: 'No waveMaker yet: it is made with the first inTell.',
  edit: 'Edit My Public Profile',
  editHeading: 'Edit my public profile',
  cancel: 'Cancel Edits',
  save: 'Save Changes',
  saved: 'Your public profile has been saved.',
  updateFailed: (msg: string) => `Failed To Update User Profile On Server: ${msg}`,
} as const;

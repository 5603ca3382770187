import { t } from '@lingui/core/macro';
import { AKA_MAX_LENGTH, BIO_MAX_LENGTH, PROFILE_MESSAGES } from '@thoughtful/shared';
import { sharedMessage } from '../../../lib/i18n';
import type { SharedMessageCode } from '../../../lib/i18n/shared-messages.generated';

const NONE_FOUND: SharedMessageCode = 'PROFILE_MESSAGES.NONE_FOUND';

/**
 * The words of the profile screens (content spec §2, §8; the spec's spelling of 'Retieve'), each
 * worded when read, in the language spoken then (issue 44).
 */
export const PROFILES_TEXT = {
  get listHeading() {
    return t({ message: 'Developers', comment: 'Heading: the list of members’ public profiles' });
  },
  get noneFound() {
    return sharedMessage(NONE_FOUND, PROFILE_MESSAGES.NONE_FOUND);
  },
  get viewProfile() {
    return t`View Profile`;
  },
  get listLoading() {
    return t`Loading the profiles…`;
  },
  listFailed: (msg: string) => t`Failed To Retieve All User Profiles From Server: ${msg}`,
  // One profile.
  get loading() {
    return t`Loading the profile…`;
  },
  get screenLabel() {
    return t`Profile`;
  },
  get notFoundHeading() {
    return t`Profile not found`;
  },
  get notFound() {
    return t`This member does not exist. The link may be mistyped.`;
  },
  retrieveFailed: (msg: string) => t`Failed To Retieve Specified User Profile From Server: ${msg}`,
  get aka() {
    return t({ message: 'aka', comment: '“also known as”, before a member’s alias' });
  },
  get akaLabel() {
    const most = AKA_MAX_LENGTH;
    return t`Alias (aka, ${most} characters or less)`;
  },
  get bioHeading() {
    return t({ message: 'Bio', comment: 'Heading: a member’s short biography' });
  },
  get bioLabel() {
    const most = BIO_MAX_LENGTH;
    return t`Bio (${most} characters or less)`;
  },
  get noBio() {
    return t`No bio yet.`;
  },
  get reputation() {
    return t`Reputation`;
  },
  // A product name: not translated.
  waveMakers: 'waveMakers',
  get noWaveMakers() {
    return t`No waveMaker yet: it is made with the first inTell.`;
  },
  get edit() {
    return t`Edit My Public Profile`;
  },
  get editHeading() {
    return t`Edit my public profile`;
  },
  get cancel() {
    return t`Cancel Edits`;
  },
  get save() {
    return t`Save Changes`;
  },
  get saved() {
    return t`Your public profile has been saved.`;
  },
  updateFailed: (msg: string) => t`Failed To Update User Profile On Server: ${msg}`,
};

import { z } from 'zod';
import { AgentRef, cleanText, inputString } from '../api/common-schemas';
import { PROFILE_MESSAGES } from './profile-messages';
import { AKA_MAX_LENGTH, BIO_MAX_LENGTH } from './profile-rules';

/** The profile API contract (content spec §3 and §7). */

function profileText(max: number, message: string) {
  return inputString()
    .nullish()
    .transform((value) => cleanText(value ?? ''))
    .pipe(z.string().max(max, message));
}

/** `POST /api/profile`: the signed-in user's own alias and bio; the token says whose. */
export const UpdateProfileBody = z.object({
  aka: profileText(AKA_MAX_LENGTH, PROFILE_MESSAGES.AKA_TOO_LONG),
  bio: profileText(BIO_MAX_LENGTH, PROFILE_MESSAGES.BIO_TOO_LONG),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
export type UpdateProfilePayload = z.input<typeof UpdateProfileBody>;

export const ProfileDto = z.object({
  user: z.object({
    _id: z.string(),
    name: z.string(),
    avatar: z.string(),
    /** The member's own waveMaker, when there is one. */
    agents: z.array(AgentRef),
  }),
  aka: z.string(),
  bio: z.string(),
  reputation: z.number(),
});
export type ProfileDto = z.infer<typeof ProfileDto>;

export const ProfileList = z.array(ProfileDto);
export type ProfileList = z.infer<typeof ProfileList>;

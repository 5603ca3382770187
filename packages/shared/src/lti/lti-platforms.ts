import { z } from 'zod';
import { inputString } from '../api/common-schemas';

/**
 * Learning platforms registered with the tool (DESIGN.md §13): the admin API's contract and the
 * words of the LTI launch, Deep Linking and Dynamic Registration pages a person sees.
 */

/** Longest platform URL accepted (issuer, endpoints). */
export const LTI_URL_MAX_LENGTH = 2048;
/** Longest client id or deployment id accepted (platforms use short opaque strings). */
export const LTI_ID_MAX_LENGTH = 255;
/** The most deployment ids one platform registration lists. */
export const LTI_DEPLOYMENTS_MAX = 100;
export const LTI_PLATFORM_NAME_MAX_LENGTH = 80;

export const LTI_ADMIN_MESSAGES = {
  URL_INVALID: 'must be an http or https address',
  NAME_REQUIRED: 'Give the platform a name',
  CLIENT_ID_REQUIRED: 'Give the client id the platform gave Thoughtful',
  DEPLOYMENT_REQUIRED: 'Give at least one deployment id',
  PLATFORM_EXISTS: 'A platform with this issuer and client id is registered already.',
  PLATFORM_NOT_FOUND: 'Learning platform not found',
  PLATFORM_REMOVED: 'Learning platform removed',
  KEYS_ROTATED:
    'New signing key made. Platforms fetch it from the key set; the old key stays published for a week.',
} as const;

/** An http(s) URL, as a platform's issuer and endpoints are. */
export const PlatformUrl = inputString({ error: LTI_ADMIN_MESSAGES.URL_INVALID })
  .trim()
  .max(LTI_URL_MAX_LENGTH, LTI_ADMIN_MESSAGES.URL_INVALID)
  .refine(isHttpUrl, { error: LTI_ADMIN_MESSAGES.URL_INVALID });

/**
 * An absolute http or https URL: a host name (or IP address, or `[IPv6]`), an optional port, and
 * any path or query without spaces; no `user:password@` part. Zod-free and DOM-free, so the
 * admin's form and the server check the same rule.
 */
const HTTP_URL =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

const LtiId = (message: string) =>
  inputString({ error: message }).trim().min(1, message).max(LTI_ID_MAX_LENGTH, message);

/** `POST /api/lti/platforms`: a platform registered by hand (the values its admin screen shows). */
export const CreateLtiPlatformBody = z.object({
  name: inputString({ error: LTI_ADMIN_MESSAGES.NAME_REQUIRED })
    .trim()
    .min(1, LTI_ADMIN_MESSAGES.NAME_REQUIRED)
    .max(LTI_PLATFORM_NAME_MAX_LENGTH, LTI_ADMIN_MESSAGES.NAME_REQUIRED),
  issuer: PlatformUrl,
  clientId: LtiId(LTI_ADMIN_MESSAGES.CLIENT_ID_REQUIRED),
  authLoginUrl: PlatformUrl,
  authTokenUrl: PlatformUrl,
  keySetUrl: PlatformUrl,
  deploymentIds: z
    .array(LtiId(LTI_ADMIN_MESSAGES.DEPLOYMENT_REQUIRED), {
      error: LTI_ADMIN_MESSAGES.DEPLOYMENT_REQUIRED,
    })
    .min(1, LTI_ADMIN_MESSAGES.DEPLOYMENT_REQUIRED)
    .max(LTI_DEPLOYMENTS_MAX, LTI_ADMIN_MESSAGES.DEPLOYMENT_REQUIRED),
});
export type CreateLtiPlatformBody = z.infer<typeof CreateLtiPlatformBody>;

/** A registered platform as the admin screen lists it. */
export const LtiPlatformDto = z.object({
  _id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  authLoginUrl: z.string(),
  authTokenUrl: z.string(),
  keySetUrl: z.string(),
  deploymentIds: z.array(z.string()),
  /** How it was registered. */
  registeredAt: z.string(),
});
export type LtiPlatformDto = z.infer<typeof LtiPlatformDto>;

export const LtiPlatformList = z.array(LtiPlatformDto);
export type LtiPlatformList = z.infer<typeof LtiPlatformList>;

/** `POST /api/lti/registrations`: a single-use Dynamic Registration link, valid 24 hours. */
export const LtiRegistrationLink = z.object({ url: z.string(), expiresAt: z.string() });
export type LtiRegistrationLink = z.infer<typeof LtiRegistrationLink>;

/** How long a Dynamic Registration link stays valid. */
export const LTI_REGISTRATION_LINK_TTL_MS = 24 * 3600_000;

/** `GET /api/lti/tool`: what a platform's administrator types in to register the tool by hand. */
export const LtiToolUrls = z.object({
  /** OpenID Connect login initiation URL. */
  loginUrl: z.string(),
  /** Redirect URI, and the target link URI of a launch. */
  launchUrl: z.string(),
  /** The tool's public key set (JWKS) URL. */
  keySetUrl: z.string(),
  /** Deep Linking request URL (the launch URL: the message type tells the two apart). */
  deepLinkingUrl: z.string(),
  /** Dynamic Registration URL (`?token=` of a registration link). */
  registrationUrl: z.string(),
  /** The tool's domain, for platforms that ask for one (Canvas). */
  domain: z.string(),
});
export type LtiToolUrls = z.infer<typeof LtiToolUrls>;

/** The pages a person sees on the way in from a learning platform. */
export const LTI_PAGE_MESSAGES = {
  NOT_REGISTERED_TITLE: 'This learning platform is not registered',
  NOT_REGISTERED:
    'Thoughtful does not know the learning platform (or its client id) that sent you here. Ask the administrator of Thoughtful to register it under Learning platforms.',
  LOGIN_INCOMPLETE_TITLE: 'The learning platform’s request was incomplete',
  LOGIN_INCOMPLETE:
    'The learning platform did not say who it is or who you are (iss, login_hint, target_link_uri). Go back to your course and open Thoughtful again.',
  LAUNCH_REFUSED_TITLE: 'Thoughtful could not open from your course',
  LAUNCH_AGAIN: 'Go back to your course and open Thoughtful again.',
  STATE_UNKNOWN:
    'This launch has expired or has already been used. Go back to your course and open Thoughtful again.',
  TOKEN_MISSING: 'The learning platform sent no sign-in token (id_token).',
  TOKEN_MALFORMED: 'The learning platform’s sign-in token could not be read.',
  KID_MISSING: 'The learning platform’s sign-in token does not name its signing key (kid).',
  ALGORITHM: 'The learning platform’s sign-in token is not signed with RS256.',
  SIGNATURE_INVALID:
    'The learning platform’s sign-in token could not be verified with the keys it publishes.',
  KEY_SET_UNAVAILABLE:
    'The learning platform’s public keys could not be fetched, so its sign-in could not be checked. Please try again in a few minutes.',
  KEY_SET_REFUSED:
    'The learning platform’s public keys are at an address Thoughtful may not reach (a private or local network, or not https), so its sign-in could not be checked. Ask the administrator of Thoughtful to correct the platform’s key set URL.',
  CONTROL_CHARACTERS:
    'The learning platform’s request holds control characters, which Thoughtful does not accept.',
  TOO_MANY_TITLE: 'Too many requests',
  TOO_MANY:
    'Too many requests to Thoughtful came from your network. Please wait a few minutes and try again.',
  ISSUER: 'The sign-in token was issued by another platform than the one that started the launch.',
  AUDIENCE:
    'The sign-in token is meant for another tool (its audience is not Thoughtful’s client id).',
  AUTHORIZED_PARTY: 'The sign-in token names another tool as its authorized party (azp).',
  EXPIRED: 'The sign-in token has expired.',
  ISSUED_IN_FUTURE:
    'The sign-in token says it was issued in the future: check the platform’s clock.',
  NONCE: 'The sign-in token does not belong to this launch (its nonce does not match).',
  DEPLOYMENT:
    'This deployment of Thoughtful in the learning platform is not registered. Ask the administrator of Thoughtful to add its deployment id.',
  MESSAGE_TYPE: 'Thoughtful opens resource links and Deep Linking requests only.',
  VERSION: 'The learning platform speaks another version of LTI than 1.3.0.',
  ROLES: 'The launch does not say what your roles in the course are.',
  RESOURCE_LINK: 'The launch does not name the link it came from (resource_link).',
  DEEP_LINKING_SETTINGS: 'The Deep Linking request has no deep_linking_settings to answer to.',
  SUBJECT: 'The launch does not say who you are (sub).',
  ROLE_NOT_ALLOWED: 'Thoughtful opens for a course’s instructors and learners only.',
  TEACHER_FIRST: 'Your teacher needs to open Thoughtful from this course first.',
  TEACHER_FIRST_TITLE: 'This course has no class in Thoughtful yet',
  BANNED: 'This account has been banned from the platform.',
  STORAGE_CHECKING: 'Checking the launch with your learning platform…',
  STORAGE_MISMATCH:
    'This launch was not started in this browser window, so Thoughtful did not sign you in. Go back to your course and open Thoughtful again.',
  CONTINUE: 'Continue',
  SIGNING_IN: 'Signing you in to Thoughtful…',
} as const;

export const LTI_DEEP_LINKING_MESSAGES = {
  TITLE: 'Choose what to place in your course',
  INTRO:
    'Pick one of your classes: each of its activities becomes a link in the course, in order, with a column in the gradebook.',
  INTRO_SINGLE: 'Pick one of your classes: the course gets one link that opens its activities.',
  LINKED_CLASS: 'This course is linked to this class.',
  NEW_CLASS: (course: string) => `A new class named “${course}”`,
  NO_ACTIVITIES: 'No activities yet.',
  PLACE: 'Place in the course',
  SENDING: 'Sending your choice to the learning platform…',
  TEACHERS_ONLY: 'Only a course’s instructors can choose what Thoughtful places in it.',
  NO_RESOURCE_LINKS: 'The learning platform does not accept links to activities here.',
  SESSION_EXPIRED:
    'This choice has expired. Go back to your course and choose the activities again.',
  NOT_YOUR_CLASS: 'You do not teach that class.',
  COURSE_LINKED_ELSEWHERE:
    'This course is linked to another class: place that class’s activities, or use another course.',
  PICK_A_CLASS: 'Pick a class first.',
} as const;

export const LTI_REGISTRATION_MESSAGES = {
  TOKEN_INVALID:
    'This registration link is not valid: it has expired or has been used. Ask the administrator of Thoughtful for a new one (Learning platforms → Make a registration link).',
  TOKEN_INVALID_TITLE: 'This registration link is not valid',
  MISSING_CONFIGURATION:
    'The learning platform did not say where its configuration is (openid_configuration).',
  CONFIGURATION_UNAVAILABLE:
    'The learning platform’s configuration could not be read. Please try again, or register Thoughtful by hand.',
  ISSUER_MISMATCH:
    'The learning platform’s configuration names an issuer on another host than the configuration itself.',
  ADDRESS_REFUSED:
    'The learning platform’s configuration is at, or names, an address Thoughtful may not reach (a private or local network, or not https).',
  ALREADY_REGISTERED:
    'This learning platform (its issuer and client id) is registered already. To register it again, an administrator of Thoughtful removes it under Learning platforms first.',
  REFUSED:
    'The learning platform did not accept Thoughtful’s registration. Please try again, or register Thoughtful by hand.',
  FAILED_TITLE: 'Thoughtful could not be registered',
  DONE_TITLE: 'Thoughtful is registered',
  DONE: 'The learning platform has Thoughtful’s details now. You can close this window.',
  CLOSE: 'Close',
} as const;

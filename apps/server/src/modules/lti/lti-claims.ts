/**
 * The LTI 1.3 claim names and vocabularies the tool reads and writes (1EdTech LTI Core 1.3, Deep
 * Linking 2.0, NRPS 2.0, AGS 2.0, Dynamic Registration 1.0).
 */

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const DEEP_LINKING = 'https://purl.imsglobal.org/spec/lti-dl/claim';

export const CLAIM = {
  MESSAGE_TYPE: `${LTI}/message_type`,
  VERSION: `${LTI}/version`,
  DEPLOYMENT_ID: `${LTI}/deployment_id`,
  TARGET_LINK_URI: `${LTI}/target_link_uri`,
  RESOURCE_LINK: `${LTI}/resource_link`,
  ROLES: `${LTI}/roles`,
  CONTEXT: `${LTI}/context`,
  CUSTOM: `${LTI}/custom`,
  LAUNCH_PRESENTATION: `${LTI}/launch_presentation`,
  TOOL_PLATFORM: `${LTI}/tool_platform`,
  NRPS: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  AGS: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  DEEP_LINKING_SETTINGS: `${DEEP_LINKING}/deep_linking_settings`,
  DL_CONTENT_ITEMS: `${DEEP_LINKING}/content_items`,
  DL_DATA: `${DEEP_LINKING}/data`,
  DL_MSG: `${DEEP_LINKING}/msg`,
} as const;

export const LTI_VERSION = '1.3.0';

export const MESSAGE_TYPE = {
  RESOURCE_LINK: 'LtiResourceLinkRequest',
  DEEP_LINKING: 'LtiDeepLinkingRequest',
  DEEP_LINKING_RESPONSE: 'LtiDeepLinkingResponse',
} as const;

/** The service scopes the tool asks for at registration (AGS, NRPS). */
export const TOOL_SCOPES = [
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
] as const;

export const TOOL_CONFIGURATION_CLAIM = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
export const PLATFORM_CONFIGURATION_CLAIM =
  'https://purl.imsglobal.org/spec/lti-platform-configuration';

/** The custom parameter a placed link carries (Deep Linking's `custom`): the activity it opens. */
export const ACTIVITY_ID_PARAMETER = 'activityId';

export type CourseRole = 'teacher' | 'student';

const TEACHER_ROLES = new Set([
  'Instructor',
  'Administrator',
  'ContentDeveloper',
  'TeachingAssistant',
  // Institution roles of staff (LIS vocabulary) when the context roles say nothing.
  'Faculty',
  'Staff',
]);
const STUDENT_ROLES = new Set(['Learner', 'Student']);

const CONTEXT_ROLE_PREFIX = 'http://purl.imsglobal.org/vocab/lis/v2/membership';
const INSTITUTION_ROLE_PREFIX = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person';

/**
 * A role URI's (or short form's) name: `…/membership#Instructor` → Instructor; a sub-role
 * `…/membership/Instructor#TeachingAssistant` → TeachingAssistant; `Learner` → Learner.
 */
function roleName(role: string): { scope: 'context' | 'institution' | 'other'; name: string } {
  const hash = role.lastIndexOf('#');
  const name = hash >= 0 ? role.slice(hash + 1) : role;
  if (role.startsWith(CONTEXT_ROLE_PREFIX)) return { scope: 'context', name };
  if (role.startsWith(INSTITUTION_ROLE_PREFIX)) return { scope: 'institution', name };
  // A short form (`Instructor`) is a context role (LTI 1.3 §A.2.2, deprecated but still sent).
  if (!role.includes(':') && !role.includes('/')) return { scope: 'context', name };
  return { scope: 'other', name };
}

function courseRoleAmong(names: string[]): CourseRole | null {
  if (names.some((name) => TEACHER_ROLES.has(name))) return 'teacher';
  if (names.some((name) => STUDENT_ROLES.has(name))) return 'student';
  return null;
}

/**
 * What the launching person is in the course: a teacher (Instructor, Administrator,
 * ContentDeveloper, TeachingAssistant), a student (Learner), or neither (a Mentor, an empty list:
 * null). The context roles decide; institution roles only when the context names none, so a
 * school's instructor taking a course as a learner is a learner in it.
 */
export function courseRoleOf(roles: readonly string[]): CourseRole | null {
  const parsed = roles.map(roleName);
  const contextNames = parsed.filter((r) => r.scope === 'context').map((r) => r.name);
  if (contextNames.length > 0) return courseRoleAmong(contextNames);
  return courseRoleAmong(parsed.filter((r) => r.scope === 'institution').map((r) => r.name));
}

import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACTIVITY_LABELS, LTI_DEEP_LINKING_MESSAGES as DL } from '@thoughtful/shared';
import { escapeHtml } from '../../http/problem-page';
import { ACTIVITY_ID_PARAMETER, CLAIM, LTI_VERSION, MESSAGE_TYPE } from './lti-claims';
import type { DeepLinkingSettings } from './launch-checks';
import { autoPostForm, ltiPage } from './lti-pages';
import type { SigningKey } from './tool-keys';

/**
 * Deep Linking 2.0 (a teacher places a class's activity sequence in a course). The request's
 * checks are the launch's; then a page lists the teacher's classes and, once she picks one, the
 * tool answers the platform with a JWT it signs, carried by a form the page posts. Her choice is
 * bound to the request by a short-lived session token signed with a key of its own (derived from
 * JWT_SECRET): who she is, which platform, course and deployment, where to answer and what the
 * platform accepts. It travels in the page, never in a URL.
 */

export const DEEP_LINK_SESSION_TTL_S = 30 * 60;
/** The answer's lifetime: the platform reads it within seconds. */
export const DEEP_LINK_RESPONSE_TTL_S = 5 * 60;
const SESSION_AUDIENCE = 'thoughtful:lti-deep-linking';
export const NEW_CLASS_CHOICE = 'new';

export interface DeepLinkSession {
  userId: string;
  platformId: string;
  deploymentId: string;
  contextId: string | null;
  courseTitle: string | null;
  membershipsUrl: string | null;
  lineItemsUrl: string | null;
  settings: DeepLinkingSettings;
}

function sessionKey(jwtSecret: string): Uint8Array {
  return crypto.createHash('sha256').update(`lti deep linking session\0${jwtSecret}`).digest();
}

export async function signDeepLinkSession(
  session: DeepLinkSession,
  jwtSecret: string,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ session })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + DEEP_LINK_SESSION_TTL_S)
    .sign(sessionKey(jwtSecret));
}

/** The session a picker's form carries; null when forged, altered or expired. */
export async function verifyDeepLinkSession(
  token: string,
  jwtSecret: string,
  now: Date,
): Promise<DeepLinkSession | null> {
  try {
    const { payload } = await jwtVerify(token, sessionKey(jwtSecret), {
      algorithms: ['HS256'],
      audience: SESSION_AUDIENCE,
      currentDate: now,
    });
    const session = payload.session as DeepLinkSession | undefined;
    if (typeof session?.userId !== 'string' || typeof session.platformId !== 'string') return null;
    return session;
  } catch {
    return null;
  }
}

export interface PickerClass {
  /** A class id, or NEW_CLASS_CHOICE. */
  id: string;
  name: string;
  activities: { title: string }[];
  linked: boolean;
}

export function activityTitle(activity: { position: number; selection: number }): string {
  const label = (ACTIVITY_LABELS as Readonly<Record<number, string>>)[activity.selection] ?? '';
  return label ? `Activity ${activity.position}: ${label}` : `Activity ${activity.position}`;
}

/** The picker: one radio per class with its activities under it, and the place button. */
export function deepLinkPickerPage(options: {
  classes: PickerClass[];
  session: string;
  action: string;
  multiple: boolean;
}): string {
  const items = options.classes
    .map((each, i) => {
      const id = `lti-class-${i}`;
      const activities =
        each.activities.length === 0
          ? `<p style="margin: 0.25rem 0 0 1.75rem; color: #6c757d;">${escapeHtml(DL.NO_ACTIVITIES)}</p>`
          : `<ol style="margin: 0.25rem 0 0 1.75rem;">${each.activities
              .map((activity) => `<li>${escapeHtml(activity.title)}</li>`)
              .join('')}</ol>`;
      const linked = each.linked
        ? ` <span style="color: #0a58ca;">(${escapeHtml(DL.LINKED_CLASS)})</span>`
        : '';
      return `<li style="list-style: none; margin: 0 0 1rem; padding: 0.75rem; border: 1px solid #dee2e6; border-radius: 0.375rem;">
<input type="radio" name="classId" id="${id}" value="${escapeHtml(each.id)}"${
        options.classes.length === 1 || each.linked ? ' checked' : ''
      } required>
<label for="${id}" style="font-weight: 600;">${escapeHtml(each.name)}</label>${linked}
${activities}
</li>`;
    })
    .join('\n');
  return ltiPage({
    title: DL.TITLE,
    body: `<h1 style="font-size: 1.5rem;">${escapeHtml(DL.TITLE)}</h1>
<p>${escapeHtml(options.multiple ? DL.INTRO : DL.INTRO_SINGLE)}</p>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="session" value="${escapeHtml(options.session)}">
<fieldset style="border: 0; padding: 0; margin: 0;">
<legend style="position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;">${escapeHtml(DL.TITLE)}</legend>
<ul style="padding: 0;">
${items}
</ul>
</fieldset>
<button type="submit" style="font-size: 1rem; padding: 0.4rem 1rem;">${escapeHtml(DL.PLACE)}</button>
</form>`,
  });
}

export interface ContentItem {
  type: 'ltiResourceLink';
  title: string;
  url: string;
  custom?: Record<string, string>;
  lineItem?: { scoreMaximum: number; label: string; resourceId: string };
}

/**
 * What goes into the course: a link per activity of the class's sequence, each with a gradebook
 * column, when the platform takes several; otherwise (or with no activity yet) one link that
 * opens the class's activities.
 */
export function contentItemsFor(options: {
  className: string;
  activities: { id: string; title: string }[];
  launchUrl: string;
  settings: DeepLinkingSettings;
}): ContentItem[] {
  const { settings } = options;
  if (
    options.activities.length === 0 ||
    (!settings.accept_multiple && options.activities.length > 1)
  ) {
    return [{ type: 'ltiResourceLink', title: options.className, url: options.launchUrl }];
  }
  return options.activities.map((activity) => ({
    type: 'ltiResourceLink',
    title: `${options.className}: ${activity.title}`,
    url: options.launchUrl,
    custom: { [ACTIVITY_ID_PARAMETER]: activity.id },
    ...(settings.accept_lineitem
      ? {
          lineItem: {
            scoreMaximum: 100,
            label: `${options.className}: ${activity.title}`,
            resourceId: activity.id,
          },
        }
      : {}),
  }));
}

/** The LtiDeepLinkingResponse, signed with the tool's key (RS256, its kid in the header). */
export async function signDeepLinkingResponse(options: {
  key: SigningKey;
  clientId: string;
  platformIssuer: string;
  deploymentId: string;
  data: string | undefined;
  contentItems: ContentItem[];
  now: Date;
}): Promise<string> {
  const iat = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({
    nonce: crypto.randomBytes(16).toString('base64url'),
    [CLAIM.DEPLOYMENT_ID]: options.deploymentId,
    [CLAIM.MESSAGE_TYPE]: MESSAGE_TYPE.DEEP_LINKING_RESPONSE,
    [CLAIM.VERSION]: LTI_VERSION,
    ...(options.data !== undefined ? { [CLAIM.DL_DATA]: options.data } : {}),
    [CLAIM.DL_CONTENT_ITEMS]: options.contentItems,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.key.kid, typ: 'JWT' })
    .setIssuer(options.clientId)
    .setAudience(options.platformIssuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + DEEP_LINK_RESPONSE_TTL_S)
    .sign(options.key.key);
}

/** The page that carries the answer to the platform's return URL. */
export function deepLinkReturnPage(returnUrl: string, jwt: string): string {
  return ltiPage({
    title: DL.TITLE,
    body: `<p id="lti-status" role="status">${escapeHtml(DL.SENDING)}</p>
${autoPostForm({ action: returnUrl, fields: { JWT: jwt }, button: DL.PLACE })}`,
    step: { step: 'autopost', form: 'lti-autopost' },
  });
}

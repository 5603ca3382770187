import type { FieldError } from '../auth/auth-rules';
import {
  GOOD_INTENT_LEVEL,
  HEADLINE_MAX_LENGTH,
  MIN_TEXT_LENGTH,
  RESPONSIBILITY_SLIDER,
  TITLE_MAX_LENGTH,
  TITLE_REQUIRED_ABOVE_BODY_LENGTH,
} from '../constants';
import { isValidWebAddress, normalizeMediaUrl } from '../web-address';
import { IDEA_MESSAGES } from './idea-messages';

/**
 * Pure rules of inTells (content spec §3–§5), used by the browser's create forms and enforced
 * again by the server. No Zod here, so a form can use them without loading the schemas.
 */

/** "Longer than 2 characters" (content §5, §9), on the trimmed text. */
function isDescriptive(value: string): boolean {
  return value.trim().length >= MIN_TEXT_LENGTH;
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** An image or PDF reference is fine when absent, or when it is a media path or web address. */
function isValidOptionalMedia(value: string): boolean {
  return isBlank(value) || normalizeMediaUrl(value) !== null;
}

// ---------------------------------------------------------------------------------------------
// Proxy (responsibility) slider
// ---------------------------------------------------------------------------------------------

/**
 * The slider's value as it counts (content §5): -2 (unset) stays unset, under 0.05 counts as 0,
 * otherwise it snaps to the 0.01 step and stays within 0 … 1. Any other negative number or a
 * non-number cannot come from the slider and counts as unset.
 */
export function normalizeProxyLevel(value: number): number {
  if (!Number.isFinite(value) || value < RESPONSIBILITY_SLIDER.MIN) {
    return RESPONSIBILITY_SLIDER.UNSET;
  }
  if (value < RESPONSIBILITY_SLIDER.ZERO_BELOW) return 0;
  if (value >= RESPONSIBILITY_SLIDER.MAX) return RESPONSIBILITY_SLIDER.MAX;
  const stepsPerUnit = Math.round(1 / RESPONSIBILITY_SLIDER.STEP);
  return Math.round(value * stepsPerUnit) / stepsPerUnit;
}

/** Whether the author has placed the slider: any value from 0 to 1 (content §5 check 11). */
export function isProxyLevelSet(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= RESPONSIBILITY_SLIDER.MIN &&
    value <= RESPONSIBILITY_SLIDER.MAX
  );
}

/** The card's proxied percentage: 100 times proxyLevel, rounded (content §2); null when unset. */
export function proxiedPercent(proxyLevel: number): number | null {
  if (!isProxyLevelSet(proxyLevel)) return null;
  return Math.round(normalizeProxyLevel(proxyLevel) * 100);
}

// ---------------------------------------------------------------------------------------------
// Display label
// ---------------------------------------------------------------------------------------------

export interface LabelledIdea {
  myPoint: string;
  text: string;
  url: string;
  myContent: string;
}

/**
 * What a list or link shows for an inTell (content §3): the headline, else the quotation (in
 * quotes when it has no link, since then the quote itself is the source), else the body.
 */
export function ideaLabel(idea: LabelledIdea): string {
  const myPoint = idea.myPoint.trim();
  if (myPoint !== '') return myPoint;
  const text = idea.text.trim();
  if (text !== '') return idea.url.trim() === '' ? `"${text}"` : text;
  return idea.myContent.trim();
}

/**
 * A headline or label where no image is shown beside it: cut to 60 characters plus an ellipsis
 * (content §9). Counted in characters as a person sees them (code points), so an emoji is never
 * split in half.
 */
export function truncateHeadline(value: string): string {
  const characters = Array.from(value.trim());
  if (characters.length <= HEADLINE_MAX_LENGTH) return value.trim();
  return `${characters.slice(0, HEADLINE_MAX_LENGTH).join('').trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// The full (framed) inTell: eleven checks in order (content §5)
// ---------------------------------------------------------------------------------------------

export interface FullIdeaValues {
  myPoint: string;
  goodIntentLevel: number;
  isPdf: boolean;
  /** The uploaded file's address: an image, or the PDF when isPdf. */
  image: string;
  isVideo: boolean;
  url: string;
  frameContext: string;
  frameResolution: string;
  myConcern: string;
  criticConcern: string;
  criticContent: string;
  errorCorrection: string;
  proxyLevel: number;
}

export type FullIdeaField = keyof FullIdeaValues;

/**
 * Content spec §5, "Full inTell, checked in order": every failing check is listed, in the spec's
 * order. Check 1 also refuses a headline over 60 characters, and check 4 also refuses a link that
 * is not a web address (DESIGN.md §4); an image that is not a valid address is reported last.
 */
export function validateFullIdea(values: FullIdeaValues): FieldError<FullIdeaField>[] {
  const errors: FieldError<FullIdeaField>[] = [];
  const add = (field: FullIdeaField, msg: string) => errors.push({ field, msg });

  if (!isDescriptive(values.myPoint)) add('myPoint', IDEA_MESSAGES.HEADLINE_INVALID);
  else if (values.myPoint.trim().length > HEADLINE_MAX_LENGTH) {
    add('myPoint', IDEA_MESSAGES.HEADLINE_TOO_LONG);
  }
  if (!(values.goodIntentLevel >= GOOD_INTENT_LEVEL.DEEP_DIVE)) {
    add('goodIntentLevel', IDEA_MESSAGES.GOOD_INTENT_INADEQUATE);
  }
  if (values.isPdf && (isBlank(values.image) || normalizeMediaUrl(values.image) === null)) {
    add('image', IDEA_MESSAGES.PDF_INVALID);
  }
  const url = values.url.trim();
  if ((values.isVideo && !isDescriptive(url)) || (url !== '' && !isValidWebAddress(url))) {
    add('url', IDEA_MESSAGES.URL_INVALID);
  }
  if (isBlank(values.frameContext)) add('frameContext', IDEA_MESSAGES.FRAME_CONTEXT_INADEQUATE);
  if (isBlank(values.frameResolution)) {
    add('frameResolution', IDEA_MESSAGES.FRAME_RESOLUTION_INADEQUATE);
  }
  if (isBlank(values.myConcern)) add('myConcern', IDEA_MESSAGES.MY_CONCERN_INADEQUATE);
  if (isBlank(values.criticConcern)) add('criticConcern', IDEA_MESSAGES.CRITIC_CONCERN_INADEQUATE);
  if (isBlank(values.criticContent)) add('criticContent', IDEA_MESSAGES.CRITIC_CONTENT_INADEQUATE);
  if (isBlank(values.errorCorrection)) {
    add('errorCorrection', IDEA_MESSAGES.ERROR_CORRECTION_INADEQUATE);
  }
  if (!isProxyLevelSet(values.proxyLevel)) add('proxyLevel', IDEA_MESSAGES.PROXY_UNSET);
  if (!values.isPdf && !isValidOptionalMedia(values.image)) {
    add('image', IDEA_MESSAGES.IMAGE_INVALID);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The simple inTell: direct text or a PDF (content §4, §5)
// ---------------------------------------------------------------------------------------------

export type SimpleIdeaMode = 'text' | 'pdf';

export interface SimpleIdeaValues {
  mode: SimpleIdeaMode;
  /** The direct text (text mode). */
  myContent: string;
  /** The title, stored as the headline. */
  myPoint: string;
  /** The uploaded PDF (pdf mode) or an optional image (text mode). */
  image: string;
  goodIntentLevel: number;
}

export type SimpleIdeaField = 'myContent' | 'myPoint' | 'image' | 'goodIntentLevel';

/** With self-evaluation, a body longer than 60 characters needs a title (content §4, §5). */
export function isTitleRequired(
  values: Pick<SimpleIdeaValues, 'mode' | 'myContent'>,
  options: { selfEvaluation: boolean },
): boolean {
  if (values.mode === 'pdf') return true;
  return (
    options.selfEvaluation && values.myContent.trim().length > TITLE_REQUIRED_ABOVE_BODY_LENGTH
  );
}

/**
 * Content spec §5, "Simple inTell", in the form's order: the text, the title when required (and
 * never over 60 characters), the PDF in PDF mode, then confirmed intent with self-evaluation.
 */
export function validateSimpleIdea(
  values: SimpleIdeaValues,
  options: { selfEvaluation: boolean },
): FieldError<SimpleIdeaField>[] {
  const errors: FieldError<SimpleIdeaField>[] = [];
  if (values.mode === 'text' && !isDescriptive(values.myContent)) {
    errors.push({ field: 'myContent', msg: IDEA_MESSAGES.CONTENT_INVALID });
  }
  if (isTitleRequired(values, options) && !isDescriptive(values.myPoint)) {
    errors.push({ field: 'myPoint', msg: IDEA_MESSAGES.TITLE_INVALID });
  } else if (values.myPoint.trim().length > TITLE_MAX_LENGTH) {
    errors.push({ field: 'myPoint', msg: IDEA_MESSAGES.TITLE_TOO_LONG });
  }
  if (values.mode === 'pdf') {
    if (isBlank(values.image) || normalizeMediaUrl(values.image) === null) {
      errors.push({ field: 'image', msg: IDEA_MESSAGES.PDF_INVALID });
    }
  } else if (!isValidOptionalMedia(values.image)) {
    errors.push({ field: 'image', msg: IDEA_MESSAGES.IMAGE_INVALID });
  }
  if (options.selfEvaluation && !(values.goodIntentLevel >= GOOD_INTENT_LEVEL.NOT_POTIE)) {
    errors.push({ field: 'goodIntentLevel', msg: IDEA_MESSAGES.GOOD_INTENT_NOT_CONFIRMED });
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The web-page or online-video inTell (content §2 create flow, §5)
// ---------------------------------------------------------------------------------------------

export type WebIdeaKind = 'web' | 'video';

export interface WebIdeaValues {
  kind: WebIdeaKind;
  myPoint: string;
  url: string;
  image: string;
  goodIntentLevel: number;
}

export type WebIdeaField = 'myPoint' | 'url' | 'image' | 'goodIntentLevel';

/**
 * Content spec §5, "Web-page or video inTell": a headline, a valid URL (for a video the player
 * must also have loaded it), and confirmed intent when the member claims authorship.
 */
export function validateWebIdea(
  values: WebIdeaValues,
  options: { authorClaimed: boolean; videoLoaded?: boolean },
): FieldError<WebIdeaField>[] {
  const errors: FieldError<WebIdeaField>[] = [];
  if (!isDescriptive(values.myPoint)) {
    errors.push({ field: 'myPoint', msg: IDEA_MESSAGES.HEADLINE_INVALID });
  } else if (values.myPoint.trim().length > HEADLINE_MAX_LENGTH) {
    errors.push({ field: 'myPoint', msg: IDEA_MESSAGES.HEADLINE_TOO_LONG });
  }
  const videoMissing = values.kind === 'video' && options.videoLoaded === false;
  if (!isValidWebAddress(values.url) || videoMissing) {
    errors.push({ field: 'url', msg: IDEA_MESSAGES.URL_INVALID });
  }
  if (options.authorClaimed && !(values.goodIntentLevel >= GOOD_INTENT_LEVEL.NOT_POTIE)) {
    errors.push({ field: 'goodIntentLevel', msg: IDEA_MESSAGES.GOOD_INTENT_NOT_CONFIRMED });
  }
  if (!isValidOptionalMedia(values.image)) {
    errors.push({ field: 'image', msg: IDEA_MESSAGES.IMAGE_INVALID });
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Which variant a POST /api/ideas body is (content §7)
// ---------------------------------------------------------------------------------------------

/** The framing fields only the full variant sends (content §7). */
export const FRAME_FIELDS = [
  'frameContext',
  'frameResolution',
  'myConcern',
  'criticConcern',
  'criticContent',
  'errorCorrection',
  'proxyLevel',
  'proxySources',
  'players',
  'atCore',
] as const;

export type IdeaVariant = 'full' | 'simple';

/**
 * Content spec §7: the full variant sends the framing fields; the simple variant sends `agents`
 * and none of them. A body with neither is judged as a full inTell, so its author learns every
 * missing part.
 */
export function ideaVariant(body: Partial<Record<string, unknown>>): IdeaVariant {
  const framed = FRAME_FIELDS.some((field) => body[field] !== undefined && body[field] !== null);
  if (framed) return 'full';
  return body.agents !== undefined && body.agents !== null ? 'simple' : 'full';
}

/** The shape of a simple-variant body: a video, a PDF, a web page, or direct text. */
export function simpleIdeaKind(body: {
  isVideo: boolean;
  isPdf: boolean;
  url: string;
}): WebIdeaKind | SimpleIdeaMode {
  if (body.isVideo) return 'video';
  if (body.isPdf) return 'pdf';
  return body.url.trim() !== '' ? 'web' : 'text';
}

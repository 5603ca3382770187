import {
  GOOD_INTENT_LEVEL,
  HEADLINE_MAX_LENGTH,
  IDEA_MESSAGES,
  validateWebIdea,
  type AgentRef,
  type CreateIdeaPayload,
  type FieldError,
  type WebIdeaField,
  type WebIdeaKind,
} from '@thoughtful/shared';
import { CREATE_WEB_IDEA_TEXT } from './create-web-idea-text';

/** What the /create2 form holds (content §2 'Create flow', second variant). */
export interface WebIdeaForm {
  kind: WebIdeaKind;
  /** The address as typed. */
  url: string;
  myPoint: string;
  /** One of the page's images, or ''. Web pages only. */
  image: string;
  /** 'I am the author of this content'. */
  authorClaimed: boolean;
  /** The 'Not POTIE' confirmation (goodIntentLevel 1), asked of authors. */
  notPotie: boolean;
  /** The author or affiliation waveMakers, when the member is not the author. */
  authors: AgentRef[];
  /** The default waveMaker list (content §4), added to the authors of someone else's content. */
  defaultAuthors: readonly AgentRef[];
}

export type WebIdeaFormField = WebIdeaField | 'authors';

/** Fields in the order the form shows them, so the first problem is the first one on screen. */
const FIELD_ORDER: readonly WebIdeaFormField[] = [
  'url',
  'myPoint',
  'image',
  'goodIntentLevel',
  'authors',
];

export interface WebIdeaChecks {
  /** The page at the address has been fetched (a 403 counts: content §7). Web pages only. */
  pageFetched: boolean;
  /** The player loaded the video (content §5). Videos only. */
  videoLoaded: boolean;
}

/** The member confirms level 1 only as the author (content §4, §5). */
export function goodIntentLevelOf(form: Pick<WebIdeaForm, 'authorClaimed' | 'notPotie'>): number {
  return form.authorClaimed && form.notPotie ? GOOD_INTENT_LEVEL.NOT_POTIE : GOOD_INTENT_LEVEL.NONE;
}

/**
 * Content §5, 'Web-page or video inTell' (the shared rule), plus what only the browser can know: a
 * web page's address must also have been fetched, and someone else's content needs its author's
 * waveMaker (an empty `agents` list means the member is the author,
 * docs/decisions/2026-11-21-intells-and-wavemakers.md 'inTell variants and their checks').
 */
export function webIdeaFormErrors(
  form: WebIdeaForm,
  checks: WebIdeaChecks,
): FieldError<WebIdeaFormField>[] {
  const errors: FieldError<WebIdeaFormField>[] = validateWebIdea(
    {
      kind: form.kind,
      myPoint: form.myPoint,
      url: form.url,
      image: form.kind === 'web' ? form.image : '',
      goodIntentLevel: goodIntentLevelOf(form),
    },
    {
      authorClaimed: form.authorClaimed,
      ...(form.kind === 'video' ? { videoLoaded: checks.videoLoaded } : {}),
    },
  );
  if (form.kind === 'web' && !checks.pageFetched && !errors.some((e) => e.field === 'url')) {
    errors.push({ field: 'url', msg: IDEA_MESSAGES.URL_INVALID });
  }
  // As on /create1 (content §4): without a default list, someone else's content needs a choice.
  if (!form.authorClaimed && form.authors.length === 0 && form.defaultAuthors.length === 0) {
    errors.push({ field: 'authors', msg: CREATE_WEB_IDEA_TEXT.authors.required });
  }
  return errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/**
 * The headline filled in from a page's title: spaces tidied and, when longer than 60 characters,
 * cut after the last whole word that fits (or at 60 when that would lose more than half), never
 * inside a surrogate pair.
 */
export function headlineFromTitle(title: string): string {
  const cleaned = title.replace(/\s+/g, ' ').trim();
  if (cleaned.length <= HEADLINE_MAX_LENGTH) return cleaned;
  let cut = cleaned.slice(0, HEADLINE_MAX_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  cut =
    lastSpace > HEADLINE_MAX_LENGTH / 2
      ? cut.slice(0, lastSpace)
      : cut.slice(0, HEADLINE_MAX_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/**
 * The simple variant of `POST /api/ideas` (content §7). `pageUrl` is the normalised address. An
 * empty `agents` presents the content as the member's own; otherwise the chosen waveMakers and
 * the default list.
 */
export function webIdeaPayload(form: WebIdeaForm, pageUrl: string): CreateIdeaPayload {
  return {
    goodIntentLevel: goodIntentLevelOf(form),
    myPoint: form.myPoint.trim(),
    url: pageUrl,
    image: form.kind === 'web' ? form.image : '',
    isVideo: form.kind === 'video',
    agents: form.authorClaimed ? [] : uniqueRefs([...form.authors, ...form.defaultAuthors]),
  };
}

function uniqueRefs(refs: readonly AgentRef[]): AgentRef[] {
  const seen = new Set<string>();
  return refs
    .filter((ref) => (seen.has(ref._id) ? false : (seen.add(ref._id), true)))
    .map(({ _id, name }) => ({ _id, name }));
}

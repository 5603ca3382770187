/**
 * The words of inTells (content spec §5 and §8), kept in one place (CONVENTIONS.md, habit 13).
 * The browser's forms and the server's answers use the same strings.
 */
export const IDEA_MESSAGES = {
  // The full inTell's eleven checks, in the spec's order (content §5).
  HEADLINE_INVALID: 'Invalid "headline". Please be more descriptive.',
  GOOD_INTENT_INADEQUATE: '"Good intent" level inadequate.',
  PDF_INVALID: 'Please upload a valid pdf file.',
  URL_INVALID: 'Invalid url.',
  FRAME_CONTEXT_INADEQUATE: 'Inadequate big picture context. Please be more descriptive.',
  FRAME_RESOLUTION_INADEQUATE: 'Inadequate bottom line. Please be more descriptive.',
  MY_CONCERN_INADEQUATE: 'Inadequate why this matters to me. Please be more descriptive.',
  CRITIC_CONCERN_INADEQUATE: 'Inadequate why this matters to critics. Please be more descriptive.',
  CRITIC_CONTENT_INADEQUATE: 'Inadequate arguments from critics. Please be more descriptive.',
  ERROR_CORRECTION_INADEQUATE:
    'Inadequate response to what would change your mind. Please be more descriptive.',
  PROXY_UNSET: 'Position on proxy slider must be selected',
  // The simple inTell (text or PDF) and the web-page or video inTell (content §5).
  CONTENT_INVALID: 'Invalid content. Please be more descriptive.',
  TITLE_INVALID: 'Invalid "title". Please be more descriptive.',
  GOOD_INTENT_NOT_CONFIRMED: '"Good intent" not confirmed.',
  // Not worded by the spec: the 60-character cap reuses the form's label, as a hint.
  TITLE_TOO_LONG: 'Title (60 characters or less)',
  HEADLINE_TOO_LONG: 'Headline (60 characters or less)',
  IMAGE_INVALID: 'Invalid image url.',
  // Server answers.
  NOT_FOUND: 'Idea not found',
  REFERENCED_NOT_FOUND: 'The quoted inTell was not found',
  // The dialog's words (content §2 'Interpretation gate', the spec's spelling kept).
  ALREADY_INTERPRETED: 'You already intrerpreted.',
  LINK_NOT_OF_IDEA: 'addLinkIdeaIdeaScale: the link is not one of this inTell',
  IDEA_CREATED_NOT_FOUND: 'ideaCreated: the inTell was not found',
  AGENTS_WITH_FRAME:
    'agents: a framed inTell names its waveMakers in players and proxySources, not agents',
  // Not worded by the spec (issue 44): the web's language select offers only codes that pass.
  LANGUAGE_UNKNOWN:
    'language: please give the ISO 639-1 code of a language this site knows, such as "en" or "es"',
} as const;

/** The framing prompts shown on the form and the card's deeper analysis (content §2, accounts §2). */
export const IDEA_FRAME_PROMPTS = {
  frameContext: 'Stepping back, this inTell is really all about...',
  myConcern: 'What do I care about?',
  errorCorrection: 'I would change my position if...',
  frameResolution: 'The bottom line is...',
} as const;

/** Label of the simple flow's title field (content §5). */
export const TITLE_FIELD_LABEL = 'Title (60 characters or less)';

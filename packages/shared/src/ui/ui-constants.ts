/**
 * Screen-only constants: how long things show, how big they are drawn, and the browser's storage
 * keys. Only the web app reads these; the server never does (A§9, C§9, D§1).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/** How long an alert stays before it is removed, in ms (A§4, A§7, A§9). */
export const ALERT_TIMEOUT_MS = Object.freeze({
  DEFAULT: 30_000,
  REGISTRATION: 30_000,
  RESET: 30_000,
  PASSWORD_CHANGE: 5_000,
} as const);

/** Not-found page: the 'returning' message appears after this many ms (A§2, A§9). */
export const NOT_FOUND_MESSAGE_DELAY_MS = 1_000;

/** Not-found page: the app returns to / after this many ms (A§2, A§9). */
export const NOT_FOUND_REDIRECT_DELAY_MS = 5_000;

/** Responsive layout breakpoints in px, Bootstrap 5's (A§9, C§9, D§1). */
export const BREAKPOINTS = Object.freeze({
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const);
export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * A width chosen by screen width: `widths[i]` applies below `breakpoints[i]`, the last width from
 * the last breakpoint up. So `widths` has one more entry than `breakpoints`.
 */
export interface ResponsiveWidths {
  readonly breakpoints: readonly number[];
  readonly widths: readonly number[];
}

/** PDF viewer page widths in px: 320, 360, 550, 950 at breakpoints 600, 900, 1200 (A§9). */
export const PDF_PAGE_WIDTHS = Object.freeze({
  breakpoints: Object.freeze([600, 900, 1200] as const),
  widths: Object.freeze([320, 360, 550, 950] as const),
} as const) satisfies ResponsiveWidths;

/** Number of pages of the tree-reading tip dialog ('n of 4') (A§2). */
export const TIP_DIALOG_PAGE_COUNT = 4;

/** Relative-time units in ms (A§9, C§9). `DAYS_RANGE_END` (30 days) ends the 'days ago' range. */
export const RELATIVE_TIME_MS = Object.freeze({
  SECOND: 1_000,
  MINUTE: 60_000,
  HOUR: 3_600_000,
  DAY: 86_400_000,
  DAYS_RANGE_END: 2_592_000_000,
  YEAR: 31_536_000_000,
} as const);

/**
 * Browser local storage keys (A§4, A§9, C§2). The last-agent key is the spec's
 * '{product}LastAgent' as DESIGN.md §7 spells it (`thoughtLastAgent`). LAST_IDEA is not named by the spec ("the last-opened
 * idea stored locally"); it follows the same pattern.
 */
export const LOCAL_STORAGE_KEYS = Object.freeze({
  TOKEN: 'token',
  LAST_AGENT: 'thoughtLastAgent',
  LAST_IDEA: 'thoughtLastIdea',
} as const);

/** The bug-report 'submitted' flag resets after this many ms (C§9). */
export const REPORT_SUBMIT_RESET_MS = 500;

/** Plot brush debounce in ms (C§9). */
export const BRUSH_DEBOUNCE_MS = 500;

/** Card height is re-measured after this many ms (C§9). */
export const CARD_REMEASURE_MS = 250;

/** Idea/agent view switch: the new view slides in after this many ms (C§2, C§9). */
export const VIEW_TRANSITION_MS = 250;

/** After a view switch the page scrolls to the card with this offset in px (C§2, C§9). */
export const SCROLL_OFFSET_PX = 150;

/** Minimum page height in px: 240, and 360 from the small breakpoint (sm) up (C§9). */
export const MIN_PAGE_HEIGHT_PX = Object.freeze({ DEFAULT: 240, FROM_SM: 360 } as const);

/** Sticky card threshold height in px (C§9). */
export const STICKY_CARD_THRESHOLD_PX = 250;

/** The landing page's back-to-top button appears after scrolling this far, in px (C§1, C§9). */
export const BACK_TO_TOP_SCROLL_PX = 100;

/** Chart widths in px: 295, 395, 595 at screen-width breakpoints 600 and 768 (C§9). */
export const CHART_WIDTHS = Object.freeze({
  breakpoints: Object.freeze([600, 768] as const),
  widths: Object.freeze([295, 395, 595] as const),
} as const) satisfies ResponsiveWidths;

/** Image max widths in px: 280, 360, 550, 950 at breakpoints 600, 900, 1200 (C§9). */
export const IMAGE_MAX_WIDTHS = Object.freeze({
  breakpoints: Object.freeze([600, 900, 1200] as const),
  widths: Object.freeze([280, 360, 550, 950] as const),
} as const) satisfies ResponsiveWidths;

/**
 * Every business constant and limit of the spec, from one place: each feature keeps its own in a
 * `*-constants.ts` file beside its schemas and rules, and this file gathers them, so that
 * `@thoughtful/shared` (and the package's own `../constants` imports) see them all.
 * User-visible messages live elsewhere; nothing here is a sentence shown to a user.
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

export * from './activities/activity-constants';
export * from './agents/agent-constants';
export * from './api/common-constants';
export * from './auth/auth-constants';
export * from './ideas/idea-constants';
export * from './links/link-constants';
export * from './media/media-constants';
export * from './quotes/quote-constants';
export * from './report/report-constants';
export * from './scales/scale-constants';
export * from './settings/setting-constants';
// Screen-only timings, sizes and storage keys: only the web app reads these.
export * from './ui/ui-constants';

import { plural, t } from '@lingui/core/macro';

/**
 * The words of the similar inTells shown while writing one (issue 45, DESIGN.md §15). Each is
 * worded when read, in the language spoken then (issue 44).
 */
export const SIMILAR_IDEAS_TEXT = {
  get heading() {
    return t`Similar inTells`;
  },
  get hint() {
    return t`Someone may have said it already: open one to read it, or link yours to it as similar or as a synthesis when you share.`;
  },
  get linkSimilar() {
    return t`Link mine as similar`;
  },
  get linkSynthesis() {
    return t`Link mine as synthesis`;
  },
  /** The buttons' whole names: the visible words first (WCAG 2.5.3), then which inTell. */
  linkSimilarNamed: (label: string) => t`Link mine as similar to “${label}”`,
  linkSynthesisNamed: (label: string) => t`Link mine as synthesis with “${label}”`,
  /** The choice, shown above Share until she removes it. */
  willLinkSimilar: (label: string) => t`Will be linked as similar to “${label}”`,
  willLinkSynthesis: (label: string) => t`Will be linked to “${label}” as a synthesis`,
  get remove() {
    return t`Remove`;
  },
  removeNamed: (label: string) => t`Remove the link to “${label}”`,
  /** Said once the choice is removed. */
  get removed() {
    return t`No link: yours will be shared on its own.`;
  },
  /** The inTell chosen went away (or out of her reach) before she shared: nothing was posted. */
  linkGone: (label: string) =>
    t`Your inTell was not shared: “${label}” can no longer be found. Remove the link, then share again; your text is kept.`,
  get linkGoneShort() {
    return t`This inTell can no longer be found.`;
  },
  get open() {
    return t`Open`;
  },
  /** The link's whole name: the visible 'Open' first (WCAG 2.5.3), then what it opens. */
  openNamed: (label: string) => t`Open “${label}” (opens in a new tab)`,
  /** How alike, as a share: 0.87 → '87% alike'. */
  alike: (score: number) => {
    const percent = Math.round(score * 100);
    return t`${percent}% alike`;
  },
  /** Said to a screen reader once the list is settled. */
  found: (count: number) =>
    plural(count, {
      one: '# similar inTell.',
      other: '# similar inTells.',
    }),
};

/** The text rests this long before the similar inTells are asked for. */
export const SIMILAR_DEBOUNCE_MS = 400;
/** Fewer words than this say too little to compare. */
export const SIMILAR_MIN_WORDS = 3;

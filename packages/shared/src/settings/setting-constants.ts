/**
 * Settings: default name and the default waveMaker list choice (C§2, C§3, C§9).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/** The admin add form's extra radio choice 0, 'Default waveMaker list' (C§2). */
export const DEFAULT_WAVEMAKER_LIST_CHOICE = 0;

/** Default name of a setting (C§3, C§9). */
export const DEFAULT_SETTING_NAME = 'Original';

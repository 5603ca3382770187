/**
 * Pure rules of public profiles. The spec gives no limits for the alias and the bio; these are
 * the project's (docs/decisions/2026-11-21-intells-and-wavemakers.md 'Profiles'): an alias as
 * long as a headline, a bio of a short paragraph.
 */
export const AKA_MAX_LENGTH = 60;
export const BIO_MAX_LENGTH = 500;

/**
 * The name other members see. Without the registration name field an account's name is its
 * e-mail; only the part before the @ is shown, so addresses are not published on every card.
 */
export function publicName(name: string): string {
  const trimmed = name.trim();
  const at = trimmed.indexOf('@');
  return at > 0 ? trimmed.slice(0, at) : trimmed;
}

/**
 * The name a class's teachers see: the public name, and for an account that logs in with an ID
 * (anonymous mode, no @) the ID beside it, since only they may tell the generated name's owner.
 */
export function nameForTeachers(name: string, login: string): string {
  const shown = publicName(name);
  return login.includes('@') || login === '' ? shown : `${shown} (${login})`;
}

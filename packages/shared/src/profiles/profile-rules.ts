/**
 * Pure rules of public profiles. The spec gives no limits for the alias and the bio; these are
 * the project's (docs/decisions.md): an alias as long as a headline, a bio of a short paragraph.
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

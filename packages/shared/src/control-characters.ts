/**
 * Control characters in text a client sends (docs/decisions/2026-11-23-security-review.md 'Control
 * characters'). PostgreSQL cannot store U+0000 at all, and the other C0 controls and DEL have no
 * place in anything a person types here. TAB, LF and CR are allowed everywhere: they are ordinary
 * in multi-line text, and the single-line fields that must not hold them (e-mails, ids, addresses)
 * refuse white space anyway. Zod-free, so the browser's forms, the shared schemas and the server's
 * catch-all share one rule.
 */

// Every C0 control except TAB (09), LF (0A) and CR (0D), and DEL (7F).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The refusal, after the field it concerns: `bio: Text may not contain control characters.` */
export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters.';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * The message for a field, named by its path in the request part (`emails.0`) as the server's
 * generic messages name it; the bare message when the part itself is the text.
 */
export function controlCharactersMessage(path: readonly PropertyKey[] = []): string {
  const where = path.map(String).join('.');
  return where ? `${where}: ${CONTROL_CHARACTERS_MESSAGE}` : CONTROL_CHARACTERS_MESSAGE;
}

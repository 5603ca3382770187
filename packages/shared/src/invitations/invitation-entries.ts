import { isValidEmail, normalizeEmail } from '../auth/auth-rules';
import { hasControlCharacters } from '../control-characters';

/**
 * What the invitation list holds: e-mail addresses, or in anonymous mode login IDs (which have no
 * mailbox and any shape a school gives them). Pure and Zod-free: the invitations screen parses a
 * paste with it, and the server checks each entry it is sent with the same rule.
 */
export type InvitationEntryKind = 'email' | 'loginId';

/** The longest entry either kind may be (the e-mail limit; login IDs share the column). */
export const INVITATION_ENTRY_MAX_LENGTH = 254;

// What cannot be in a login ID: white space and the brackets and quotes of a mail client's line.
const NOT_IN_A_LOGIN_ID = /[\s<>"]/;

/** Whether `value` (already trimmed and lower-cased) may go on the list as this kind of entry. */
export function isInvitationEntry(value: string, kind: InvitationEntryKind): boolean {
  if (value.length === 0 || value.length > INVITATION_ENTRY_MAX_LENGTH) return false;
  if (hasControlCharacters(value)) return false;
  if (kind === 'loginId') return !NOT_IN_A_LOGIN_ID.test(value);
  // The address rule registration uses too, so an address the list refuses cannot register.
  return isValidEmail(value);
}

export interface ParsedInvitationEntries {
  /** Trimmed, lower-cased, each once, in the order pasted. */
  entries: string[];
  /** What is not an entry, as typed (trimmed), each once: left in the box to be corrected. */
  invalid: string[];
  /**
   * The name the paste gave an entry (`Ana Ruiz <ana@school.org>`, or a spreadsheet's name beside
   * its address), by entry: the invitation greets her by it and her account takes it.
   */
  names: Record<string, string>;
}

/** A name taken from a paste is cut to this (a class's name has the same bound). */
export const INVITATION_NAME_MAX_LENGTH = 60;

/**
 * The name part of a recipient, without its quotes and spare spaces; undefined when nothing is
 * left or it looks like an address (`"ana@x.org" <ana@x.org>`).
 */
function cleanName(text: string): string | undefined {
  const name = text
    .replace(/["<>()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '' || name.includes('@') || hasControlCharacters(name)) return undefined;
  return name.slice(0, INVITATION_NAME_MAX_LENGTH).trim();
}

/**
 * Splits on commas, semicolons and line breaks, except inside double quotes (`"Lopez, Ana"`) and
 * angle brackets, so that each piece is one recipient of a mail client's To line.
 */
function splitRecipients(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let inQuotes = false;
  let inBrackets = false;
  const endPiece = () => {
    pieces.push(current);
    current = '';
  };
  for (const char of text) {
    if (char === '\n' || char === '\r') {
      // A line break always ends a piece, so an unclosed quote or bracket spoils one line only.
      endPiece();
      inQuotes = inBrackets = false;
      continue;
    }
    if (!inQuotes && !inBrackets && (char === ',' || char === ';')) {
      endPiece();
      continue;
    }
    if (char === '"' && !inBrackets) inQuotes = !inQuotes;
    else if (char === '<' && !inQuotes) inBrackets = true;
    else if (char === '>' && !inQuotes) inBrackets = false;
    current += char;
  }
  endPiece();
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/** A word without the quotes, brackets or `mailto:` a copy may bring along. */
function cleanWord(word: string): string {
  return word
    .replace(/^["'([<]+|["')\]>.]+$/g, '')
    .replace(/^mailto:/i, '')
    .trim();
}

/** The address in `Name <address>`, if the piece has angle brackets (the last pair wins). */
function bracketedAddress(piece: string): string | undefined {
  const matches = [...piece.matchAll(/<([^<>]*)>/g)];
  const last = matches.at(-1);
  return last ? cleanWord(last[1] ?? '') : undefined;
}

/**
 * Every common shape of a pasted list: one a line (a spreadsheet column), commas, semicolons,
 * spaces, `Name <address>` and `"Last, First" <address>` (a mail client's To line), `mailto:`
 * links. For e-mails, words without an @ beside one address are the person's name, kept in
 * `names`; a piece with no address at all is reported as not one. For login IDs every word is an
 * ID, and nobody is named.
 */
export function parseInvitationEntries(
  text: string,
  kind: InvitationEntryKind = 'email',
): ParsedInvitationEntries {
  const entries = new Set<string>();
  const invalid = new Set<string>();
  const names: Record<string, string> = {};
  const take = (candidate: string, asTyped: string, name?: string) => {
    const entry = normalizeEmail(candidate);
    if (!isInvitationEntry(entry, kind)) {
      invalid.add(asTyped);
      return;
    }
    entries.add(entry);
    // The first name given an address wins, as its first place in the order does.
    if (name !== undefined && names[entry] === undefined) names[entry] = name;
  };
  for (const piece of splitRecipients(text)) {
    const inBrackets = bracketedAddress(piece);
    if (inBrackets !== undefined) {
      const name = kind === 'email' ? cleanName(piece.replace(/<[^<>]*>/g, ' ')) : undefined;
      take(inBrackets, piece, name);
      continue;
    }
    const words = piece
      .split(/\s+/)
      .map((word) => ({ word, cleaned: cleanWord(word) }))
      .filter(({ cleaned }) => cleaned !== '');
    if (kind === 'loginId') {
      for (const { word, cleaned } of words) take(cleaned, word);
      continue;
    }
    const addressLike = words.filter(({ cleaned }) => cleaned.includes('@'));
    if (addressLike.length === 0) invalid.add(piece);
    // One address with words beside it (a spreadsheet's row): the words are her name.
    const name =
      addressLike.length === 1
        ? cleanName(
            words
              .filter(({ cleaned }) => !cleaned.includes('@'))
              .map(({ word }) => word)
              .join(' '),
          )
        : undefined;
    for (const { word, cleaned } of addressLike) take(cleaned, word, name);
  }
  return { entries: [...entries], invalid: [...invalid], names };
}

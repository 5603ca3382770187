import { englishMessages, i18n } from './i18n';

/**
 * One item of the server's `{ errors: [...] }` (issue 44, contract 1): `msg` in English, and when
 * it comes from a message constant its `code` (`AUTH_MESSAGES.BANNED`) and the constant's
 * arguments by position.
 */
export interface ServerError {
  msg: string;
  code?: string;
  values?: Record<string, string | number>;
}

/** The English catalogue's plain messages by their words, for messages sent without a code. */
let byEnglish: Map<string, string> | undefined;

/** How many English messages `byEnglish` was made from: the shared ones arrive later. */
let madeFrom = 0;

function idOfEnglish(text: string): string | undefined {
  const count = Object.keys(englishMessages).length;
  if (!byEnglish || madeFrom !== count) {
    madeFrom = count;
    byEnglish = new Map();
    for (const [id, compiled] of Object.entries(englishMessages)) {
      // A compiled message is its text, or its parts: text alone when it has no placeholder.
      const parts: unknown[] = Array.isArray(compiled) ? compiled : [compiled];
      const words = parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
      if (words !== undefined && !byEnglish.has(words)) byEnglish.set(words, id);
    }
  }
  return byEnglish.get(text);
}

function inCatalogue(id: string): boolean {
  // `i18n.messages` is the catalogue of the language spoken now.
  return id in i18n.messages || id in englishMessages;
}

/**
 * A server message in the reader's language: by its code when the catalogue has it (values fill
 * its {0}, {1}); else, for a message sent without a code (an older server, or one of the web
 * app's own failure messages), by its English words when they are one of the catalogue's; else
 * as sent.
 */
export function localizeServerError({ msg, code, values }: ServerError): string {
  if (code !== undefined && inCatalogue(code)) return i18n._(code, values);
  const id = idOfEnglish(msg);
  return id === undefined ? msg : i18n._(id);
}

/**
 * A shared constant's message in the reader's language: by its code (`AUTH_VALIDATION.EMAIL_INVALID`)
 * where her language's catalogue has it, else its English words as the constant made them
 * (English needs no catalogue for these: the constant is the spec's wording).
 */
export function sharedMessage(
  code: string,
  english: string,
  values: readonly (string | number)[] = [],
): string {
  if (!(code in i18n.messages)) return english;
  return i18n._(code, Object.fromEntries(values.map((value, index) => [String(index), value])));
}

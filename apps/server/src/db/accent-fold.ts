/**
 * Accent folding for search: Latin letters with diacritics read as their plain letters, so
 * 'garcia' finds 'García' and 'cafe' finds 'Café'. SQLite's FTS5 tokenizer does this by itself
 * (remove_diacritics); PostgreSQL's generated search columns apply `translate(text, FROM, TO)`,
 * an immutable function, with these two strings, and the search terms are folded the same way.
 *
 * Frozen: migration 0006 writes these strings into the PostgreSQL columns' definitions, so a
 * change here needs a new migration that rebuilds them.
 */

/**
 * Letters whose canonical decomposition is a plain ASCII letter plus marks: what FTS5's
 * remove_diacritics folds too, so both databases find the same. Letters with a stroke (Ł, Ø, Đ)
 * do not decompose and are kept, as FTS5 keeps them.
 */
function buildFoldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  // Latin-1 Supplement and Latin Extended-A and -B: every letter that decomposes to ASCII.
  for (let code = 0x00c0; code <= 0x024f; code++) {
    const char = String.fromCodePoint(code);
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== char && /^[A-Za-z]$/.test(base)) {
      from += char;
      to += base;
    }
  }
  return { from, to };
}

const TABLE = buildFoldTable();

/** The `translate` arguments; no quote or backslash is in them, so they are safe as literals. */
export const ACCENT_FOLD_FROM = TABLE.from;
export const ACCENT_FOLD_TO = TABLE.to;

const FOLD = new Map(Array.from(ACCENT_FOLD_FROM).map((char, i) => [char, ACCENT_FOLD_TO[i]!]));

/** What PostgreSQL's `translate(value, ACCENT_FOLD_FROM, ACCENT_FOLD_TO)` does, in JavaScript. */
export function foldAccents(value: string): string {
  let out = '';
  for (const char of value) out += FOLD.get(char) ?? char;
  return out;
}

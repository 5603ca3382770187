/**
 * Splits pasted text into entries: commas, semicolons, whitespace and new lines all separate, so a
 * column copied from a spreadsheet or a line of a mail's To field works as it is. Lower-cased (how
 * the server compares e-mails) and without repeats, in the order given.
 */
export function parseInvitationEntries(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const entry = part.trim().toLowerCase();
    if (entry !== '') seen.add(entry);
  }
  return [...seen];
}

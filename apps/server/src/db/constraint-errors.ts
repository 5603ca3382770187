/**
 * What a refused write says, on either database (CONVENTIONS.md, habit 7: one small file per
 * concern that differs between dialects). PostgreSQL answers with SQLSTATE codes, better-sqlite3
 * with SQLite's extended result codes.
 */

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

/**
 * A foreign key that names a row that is not there (any more): on PostgreSQL, for example, a row
 * deleted by a transaction that committed while this one waited for it.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** A unique index refused a row: another with the same key was written first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

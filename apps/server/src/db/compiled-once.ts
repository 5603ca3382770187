import { createQueryId, type Compilable, type RootOperationNode } from 'kysely';
import type { Db } from './schema';

/** Stands in for an argument while the query is compiled; never a real value. */
const PLACEHOLDER = '\u0000compiled-once-argument-';

interface Template {
  sql: string;
  query: RootOperationNode;
  /** Per parameter: the index of the argument it takes, or a constant of the query. */
  slots: ({ argument: number } | { constant: unknown })[];
}

/** Each SQL text compiled once, and the name PostgreSQL prepares it under (`preparedNameOf`). */
const preparedNames = new Map<string, string>();

/**
 * Whether a text selects `*` (or `"table".*`). PostgreSQL fixes a prepared statement's columns
 * when it prepares it, so after a migration adds a column to the table the statement fails
 * ("cached plan must not change result type") until the server restarts: such a text is sent
 * unprepared. Queries compiled once name their columns (`columnsOf`) instead.
 */
function selectsStar(sql: string): boolean {
  return /(?:^|[\s.,])\*/.test(sql);
}

/**
 * Every column of a row type, as a list a query can select: `columnsOf<Row>()([...])` does not
 * compile while a column of `Row` is missing from the list.
 */
export function columnsOf<Row>() {
  return <const C extends readonly (keyof Row & string)[]>(
    columns: C &
      ([Exclude<keyof Row, C[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof Row, C[number]> }),
  ): C => columns;
}

/**
 * The statement name for a SQL text `compiledOnce` made, or undefined for any other text (and for
 * one that selects `*`: `selectsStar`). Such a text never changes and its parameters are only values, so on PostgreSQL each connection
 * prepares it once under this name and then only binds and runs it (database.ts,
 * `prepareCompiledOnce`): no parse and plan for every call of the hottest reads.
 */
export function preparedNameOf(sql: string): string | undefined {
  return preparedNames.get(sql);
}

/**
 * A query Kysely builds and compiles once per database handle, then runs with each call's
 * arguments. Kysely builds and compiles a query again on every call: on an inTell read that was
 * a fifth of the server's time (docs/benchmarks.md), and a new SQL string each time, which the
 * statement cache must hash afresh. `build` gets placeholders for the arguments and may use them
 * only as values bound to the query (never to choose its shape); the first call checks that
 * each appears as a parameter. A transaction is a handle of its own: it compiles once too. A
 * handle's plugins (`withPlugin`) transform the query when it is compiled, so they see it on its
 * first run only; their result transforms run every time.
 */
export function compiledOnce<A extends string[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const templates = new WeakMap<Db, Template>();
  return async (db, ...args) => {
    let template = templates.get(db);
    if (template === undefined) {
      const placeholders = args.map((_, i) => `${PLACEHOLDER}${i}`) as A;
      const compiled = build(db, ...placeholders).compile();
      const slots = compiled.parameters.map((parameter) =>
        typeof parameter === 'string' && parameter.startsWith(PLACEHOLDER)
          ? { argument: Number(parameter.slice(PLACEHOLDER.length)) }
          : { constant: parameter },
      );
      for (let i = 0; i < args.length; i++) {
        if (!slots.some((slot) => 'argument' in slot && slot.argument === i)) {
          throw new Error(`compiledOnce: argument ${i} is not a parameter of the query`);
        }
      }
      template = { sql: compiled.sql, query: compiled.query, slots };
      if (!preparedNames.has(compiled.sql) && !selectsStar(compiled.sql)) {
        preparedNames.set(compiled.sql, `compiled_once_${preparedNames.size + 1}`);
      }
      templates.set(db, template);
    }
    const parameters = template.slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.constant,
    );
    const { rows } = await db.executeQuery<R>({
      sql: template.sql,
      query: template.query,
      parameters,
      queryId: createQueryId(),
    });
    return rows;
  };
}

import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { MEDIA_PATH_IN_TEXT, mediaPath } from './media-keys';

/**
 * Where an uploaded file's address can be kept: every text a member writes that the product shows
 * again. The web app puts `/media/<key>` in an inTell's or a waveMaker's `image` (a PDF inTell's
 * too); a member may also paste the address, or the full URL, into any text. A new column that may
 * hold one belongs here, or the sweep of unreferenced uploads removes its files a day on.
 */
const REFERENCING_COLUMNS: {
  [T in keyof Database]?: {
    id: keyof Database[T] & string;
    columns: readonly (keyof Database[T] & string)[];
  };
} = {
  ideas: {
    id: 'id',
    columns: [
      'image',
      'url',
      'my_point',
      'my_content',
      'text',
      'frame_context',
      'frame_resolution',
      'my_concern',
      'critic_concern',
      'critic_content',
      'error_correction',
    ],
  },
  agents: { id: 'id', columns: ['image', 'url', 'name'] },
  profiles: { id: 'user_id', columns: ['aka', 'bio'] },
  activities: {
    id: 'id',
    columns: ['instructions1', 'instructions101', 'instructions102', 'instructions201'],
  },
};

/** Rows read per query while scanning. */
const SCAN_PAGE = 1_000;

/**
 * The keys of every file something refers to. Each table is scanned a page at a time in id
 * order, and only the rows whose texts contain `/media/` come back; what is kept is the set of
 * keys, not the texts.
 */
export async function referencedMediaKeys(db: Kysely<Database>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [table, { id, columns }] of Object.entries(REFERENCING_COLUMNS)) {
    const mentions = sql.join(
      columns.map((column) => sql`${sql.ref(column)} like ${'%/media/%'}`),
      sql` or `,
    );
    let after = '';
    for (;;) {
      const { rows } = await sql<Record<string, string>>`
        select ${sql.ref(id)} as row_id, ${sql.join(columns.map((column) => sql.ref(column)))}
        from ${sql.table(table)}
        where ${sql.ref(id)} > ${after} and (${mentions})
        order by ${sql.ref(id)}
        limit ${SCAN_PAGE}`.execute(db);
      for (const row of rows) {
        for (const column of columns) {
          for (const match of String(row[column] ?? '').matchAll(MEDIA_PATH_IN_TEXT)) {
            keys.add(match[1]!);
          }
        }
      }
      if (rows.length < SCAN_PAGE) break;
      after = rows[rows.length - 1]!.row_id!;
    }
  }
  return keys;
}

/**
 * Which of `keys` an inTell or a waveMaker shows now, by the exact address the web app stores: the
 * last look before removing, for a file given to an inTell since the scan above.
 */
export async function keysShownNow(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const paths = keys.map(mediaPath);
  const [ideas, agents] = await Promise.all([
    db.selectFrom('ideas').select('image').where('image', 'in', paths).execute(),
    db.selectFrom('agents').select('image').where('image', 'in', paths).execute(),
  ]);
  return new Set([...ideas, ...agents].map((row) => row.image.slice(mediaPath('').length)));
}

import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * A class's name is one line (the review of 2026-12-05): names stored with line breaks or tabs
 * before the API folded them have each run of white space folded to one space, as the API now
 * does. Only such names are read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where((eb) =>
      eb.or([eb('name', 'like', '%\n%'), eb('name', 'like', '%\r%'), eb('name', 'like', '%\t%')]),
    )
    .execute()) as { id: string; name: string }[];
  for (const row of rows) {
    const name = row.name.replace(/\s+/gu, ' ').trim();
    await db.updateTable('classes').set({ name }).where('id', '=', row.id).execute();
  }
}

export async function down(): Promise<void> {
  // The line breaks are not put back.
}

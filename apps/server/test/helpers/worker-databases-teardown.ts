import pg from 'pg';

/** Drops the per-worker databases of the PostgreSQL run (`worker-database.ts`) once it ends. */
export async function teardown() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const name = new URL(base).pathname.slice(1);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 || '\\_w%'",
      [name],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

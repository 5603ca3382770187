import pg from 'pg';

/**
 * The PostgreSQL run gives each test worker a database of its own (`<TEST_DATABASE_URL's
 * database>_w<worker>`), made at its first test file: suites make and drop schemas as they go, and
 * PostgreSQL's catalogue reads (the migrator's look for its tables) fail when a schema of another
 * suite is dropped during them. Within a worker, files run one at a time, as the whole suite once
 * did. `worker-databases-teardown.ts` drops these databases when the run ends.
 */
const base = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (base && worker && !process.env.TEST_DATABASE_URL_OF_WORKER) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
        // 42P04: made by this worker's previous file meanwhile; anything else is a real failure.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  process.env.TEST_DATABASE_URL_OF_WORKER = name;
}

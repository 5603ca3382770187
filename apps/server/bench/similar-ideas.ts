/**
 * 'Similar inTells while typing' (issue 45) at scale: `GET /api/ideas/similar`'s work (the
 * service, no HTTP) for texts being written, at each size of BENCH_SIZES: generated inTells' own
 * text, a long one, a short one, a Spanish one. Prints median and p95 over RUNS runs each beside
 * the goal (a median under 30 ms on SQLite at 1,000,000 inTells), and each median as a multiple
 * of a baseline measured in the same run on the same data: the search box's own query
 * (`searchIdeas` for BASELINE_QUERY, as `GET /api/ideas?searchString=` makes it), so that a
 * loaded machine shows as a slow baseline rather than as a slow similar search.
 *
 * The inTells are the data-scale benchmark's (generate-ideas.ts): about 400 distinct words, each
 * in thousands of inTells at these sizes, so every word is a common one, which is the dearest
 * case (each reads its whole PER_WORD entries).
 *
 * On SQLite the data set of each size is planted once, straight through better-sqlite3 (one
 * transaction, prepared statements, the FTS5 index filled from the table in one statement), into
 * a file under the system's temporary folder that later runs reuse (BENCH_FRESH=1 plants it
 * again; delete `thoughtful-bench-similar-*` there to free the space, about 1.5 GB at
 * 1,000,000). On PostgreSQL each size is generated into a schema of its own, as the other
 * benchmarks do.
 *
 *   npm run bench:similar -w apps/server                             # 1,000,000 on SQLite
 *   BENCH_SIZES=50000,200000 npm run bench:similar -w apps/server    # other sizes
 *   BENCH_DATABASE_URL=postgres://… BENCH_SIZES=100000 npm run bench:similar -w apps/server
 *   BENCH_PROFILE=1 …   # writes a CPU profile of the timed part (node --cpu-prof), once planted
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { SEARCH_LIMIT } from '@thoughtful/shared';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { migrateToLatest } from '../src/db/migrate';
import type { UserRow } from '../src/db/schema';
import { STEM_MARKS, WRITTEN_MARK, withWordForms } from '../src/db/word-forms';
import { AccessPolicy } from '../src/modules/access';
import { SimilarIdeasService } from '../src/modules/ideas/similar-ideas';
import { openBenchDatabase } from './bench-support';
import { generatedIdea, generatedPeople, generateIdeas } from './generate-ideas';

const SIZES = (process.env.BENCH_SIZES ?? process.env.BENCH_IDEAS ?? '1000000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const RUNS = 50;
const WARMUP = 5;
const GOAL_MS = 30;
/** The search box's query the similar search is compared with: two common words. */
const BASELINE_QUERY = 'airport noise';
/** Raised when the generated data or how it is indexed changes: older cached files are planted again. */
const CACHE_VERSION = 1;
/** The generated inTells end here, so a cached file holds the same dates whenever it was made. */
const GENERATED_UNTIL = Date.parse('2026-12-01T00:00:00Z');

interface Measured {
  median: number;
  p95: number;
  found: number;
}

async function measure(run: () => Promise<number>): Promise<Measured> {
  let found = 0;
  for (let i = 0; i < WARMUP; i++) found = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2,
    p95: times[Math.ceil(RUNS * 0.95) - 1]!,
    found,
  };
}

const cachedFile = (size: number) =>
  path.join(os.tmpdir(), `thoughtful-bench-similar-v${CACHE_VERSION}-${size}.db`);

function removeDatabaseFile(file: string) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** Whether a cached file was planted to the end with `size` inTells. */
function isComplete(file: string, size: number): boolean {
  if (!fs.existsSync(file)) return false;
  const raw = new SqliteDatabase(file, { readonly: true });
  try {
    const row = raw
      .prepare(`select size from bench_planted where version = ?`)
      .get(CACHE_VERSION) as { size: number } | undefined;
    return row?.size === size;
  } catch {
    return false;
  } finally {
    raw.close();
  }
}

/**
 * `size` inTells planted into a fresh SQLite file: the schema by the migrations, then the rows in
 * one transaction of prepared statements, the FTS5 index filled from the table in one statement
 * (each column with its word forms, as `sqliteSearch.indexIdeas` writes them, in id order so that
 * FTS5's rowids grow with the inTells' age), and the written words from FTS5's vocabulary (as
 * migration 0023 fills `idea_search_words`).
 */
async function plantSqlite(file: string, size: number): Promise<void> {
  removeDatabaseFile(file);
  const schema = openDatabase({ kind: 'sqlite', filename: file });
  await migrateToLatest(schema.db);
  await schema.close();

  const raw = new SqliteDatabase(file);
  // Nothing to recover if planting stops half-way: the file is planted again.
  raw.pragma('journal_mode = off');
  raw.pragma('synchronous = off');
  raw.pragma('cache_size = -400000');
  raw.pragma('temp_store = memory');
  raw.function('bench_word_forms', { deterministic: true }, (text: unknown) =>
    withWordForms(typeof text === 'string' ? text : '', 'en'),
  );
  const people = generatedPeople(GENERATED_UNTIL);
  const { users, agents, start } = people;
  const insertUser = raw.prepare(`insert into users
    (id, name, email, password_hash, is_student, is_admin, confirmed, created_at, updated_at)
    values (@id, @name, @email, @password_hash, @is_student, @is_admin, @confirmed, @created_at, @updated_at)`);
  const insertAgent = raw.prepare(`insert into agents
    (id, name, url, image, user_id, member_user_id, created_at)
    values (@id, @name, @url, @image, @user_id, @member_user_id, @created_at)`);
  const insertAgentText = raw.prepare(`insert into agents_fts (agent_id, name) values (?, ?)`);
  const insertIdea = raw.prepare(`insert into ideas
    (id, user_id, my_point, my_content, text, image, is_pdf, is_video, url, frame_context,
     frame_resolution, my_concern, critic_concern, critic_content, error_correction, proxy_level,
     at_core, idea_referenced, good_intent_level, created_at, language)
    values (@id, @user_id, @my_point, @my_content, @text, @image, @is_pdf, @is_video, @url,
     @frame_context, @frame_resolution, @my_concern, @critic_concern, @critic_content,
     @error_correction, @proxy_level, @at_core, @idea_referenced, @good_intent_level, @created_at,
     'en')`);
  const insertIdeaAgent = raw.prepare(`insert into idea_agents (idea_id, agent_id, role, position)
    values (@idea_id, @agent_id, @role, @position)`);

  const began = performance.now();
  const seconds = () => ((performance.now() - began) / 1000).toFixed(1);
  raw.transaction(() => {
    for (const user of users) insertUser.run(user);
    for (const agent of agents) {
      insertAgent.run(agent);
      insertAgentText.run(agent.id, withWordForms(agent.name));
    }
    for (let i = 0; i < size; i++) {
      const { idea, links } = generatedIdea(i, size, start, GENERATED_UNTIL, people);
      insertIdea.run(idea);
      for (const link of links) insertIdeaAgent.run(link);
      if ((i + 1) % 100_000 === 0)
        console.log(`  ${(i + 1).toLocaleString('en')} rows (${seconds()} s)`);
    }
    console.log(`  rows written (${seconds()} s); indexing for search …`);
    raw.exec(`insert into ideas_fts (idea_id, my_point, my_content, text)
      select id, bench_word_forms(my_point), bench_word_forms(my_content), bench_word_forms(text)
      from ideas order by id`);
    const marks = [...Object.values(STEM_MARKS), WRITTEN_MARK];
    raw.exec(`create virtual table temp.bench_vocabulary using fts5vocab(main, ideas_fts, 'row')`);
    raw
      .prepare(
        `insert into idea_search_words (word) select term from temp.bench_vocabulary
         where substr(term, 1, 1) not in (${marks.map(() => '?').join(', ')})`,
      )
      .run(...marks);
    raw.exec(`drop table temp.bench_vocabulary`);
    raw.exec(`create table bench_planted (version integer, size integer)`);
    raw.prepare(`insert into bench_planted (version, size) values (?, ?)`).run(CACHE_VERSION, size);
  })();
  console.log(`  indexed (${seconds()} s)`);
  raw.pragma('journal_mode = wal');
  raw.close();
}

/** The SQLite data set of `size`, planted now or reused from an earlier run. */
async function sqliteDataSet(size: number): Promise<{ database: DatabaseHandle; note: string }> {
  const file = cachedFile(size);
  let note = `reused ${file}`;
  if (process.env.BENCH_FRESH || !isComplete(file, size)) {
    console.log(`Planting ${size.toLocaleString('en')} inTells into ${file} …`);
    const t0 = performance.now();
    await plantSqlite(file, size);
    note = `planted in ${((performance.now() - t0) / 1000).toFixed(1)} s into ${file}`;
  }
  const database = openDatabase({ kind: 'sqlite', filename: file });
  // A file planted before a newer migration catches up, as an installation would.
  await migrateToLatest(database.db);
  return { database, note };
}

async function benchSize(size: number): Promise<void> {
  let database: DatabaseHandle;
  let done: () => Promise<void>;
  let note: string;
  if (process.env.BENCH_DATABASE_URL) {
    const opened = await openBenchDatabase('similar');
    database = opened.database;
    done = opened.cleanup;
    await migrateToLatest(database.db);
    const t0 = performance.now();
    await generateIdeas(database, size);
    note = `generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
  } else {
    ({ database, note } = await sqliteDataSet(size));
    done = () => database.close();
  }
  try {
    console.log(`\n### ${size.toLocaleString('en')} inTells on ${database.dialect} (${note})\n`);
    const service = new SimilarIdeasService({
      db: database.db,
      dialect: database.dialect,
      access: new AccessPolicy({ education: true }),
      defaultLanguage: 'en',
    });
    // A member of no class: public inTells, with the visibility test on every entry read.
    const writer = {
      id: 'bench-writer',
      is_student: 0,
      is_admin: 0,
      banned: 0,
      language: null,
    } as unknown as UserRow;
    const sample = await database.db
      .selectFrom('ideas')
      .select(['my_point', 'my_content'])
      .where('my_point', '<>', '')
      .orderBy('id')
      .limit(3)
      .offset(Math.floor(size / 2))
      .execute();
    const texts: [string, string][] = [
      ['three words', 'ban cars downtown'],
      ['a headline', 'Our town should close the airport to cut noise and emissions'],
      ...sample.map(
        (row, i) =>
          [`a generated inTell (${i + 1})`, `${row.my_point}\n${row.my_content}`] as [
            string,
            string,
          ],
      ),
      [
        'a long body (2,000 characters)',
        sample
          .map((row) => `${row.my_point}. ${row.my_content}`)
          .join(' ')
          .repeat(10)
          .slice(0, 2000),
      ],
      [
        'Spanish',
        'El gobierno debería bajar los impuestos de la vivienda para las familias jóvenes',
      ],
    ];

    const search = fullTextSearchFor(database.dialect);
    // The search box of a member of no class: public inTells only (idea-reads.ts).
    const baseline = await measure(
      async () => (await search.searchIdeas(database.db, BASELINE_QUERY, SEARCH_LIMIT, [])).length,
    );
    console.log(
      `Baseline, the search box's query '${BASELINE_QUERY}' (${baseline.found} found): ` +
        `median ${baseline.median.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms.\n`,
    );

    const session = process.env.BENCH_PROFILE ? new inspector.Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    console.log('| text | found | median | p95 | median ÷ baseline | goal (median) |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [name, text] of texts) {
      const m = await measure(async () => (await service.similar(writer, { text })).length);
      const met = m.median < GOAL_MS ? 'met' : 'not met';
      console.log(
        `| ${name} | ${m.found} | ${m.median.toFixed(2)} ms | ${m.p95.toFixed(2)} ms | ` +
          `${(m.median / baseline.median).toFixed(1)}× | < ${GOAL_MS} ms: ${met} |`,
      );
    }
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      const out = path.join(os.tmpdir(), `similar-${size}-${Date.now()}.cpuprofile`);
      fs.writeFileSync(out, JSON.stringify(profile));
      session.disconnect();
      console.log(`\nCPU profile of the timed part: ${out}`);
    }
  } finally {
    await done();
  }
}

async function main() {
  if (SIZES.length === 0) throw new Error('BENCH_SIZES: give sizes such as 50000,1000000');
  for (const size of SIZES) await benchSize(size);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * 'Similar inTells while typing' (issue 45) at scale: `count` inTells generated in bulk (the
 * data-scale benchmark's, generate-ideas.ts), then `GET /api/ideas/similar`'s work (the service,
 * no HTTP) for texts being written: generated inTells' own text, a long one, a short one, a
 * Spanish one. Prints median and p95 over 50 runs each beside the goal (under 30 ms on SQLite at
 * 1,000,000 inTells). The generated text has about 400 distinct words, each in thousands of
 * inTells at this size: every word is a common one, which is the dearest case (each reads its
 * whole PER_WORD entries).
 *
 *   npm run bench:similar -w apps/server
 *   BENCH_IDEAS=100000 npm run bench:similar -w apps/server      # a smaller data set
 *   BENCH_DATABASE_URL=postgres://… npm run bench:similar -w apps/server
 */
import { performance } from 'node:perf_hooks';
import { migrateToLatest } from '../src/db/migrate';
import type { UserRow } from '../src/db/schema';
import { AccessPolicy } from '../src/modules/access';
import { SimilarIdeasService } from '../src/modules/ideas/similar-ideas';
import { openBenchDatabase } from './bench-support';
import { generateIdeas } from './generate-ideas';

const IDEAS = Number(process.env.BENCH_IDEAS ?? 1_000_000);
const RUNS = 50;
const WARMUP = 5;
const GOAL_MS = 30;

async function main() {
  const { database, cleanup } = await openBenchDatabase('similar');
  try {
    await migrateToLatest(database.db);
    console.log(`Generating ${IDEAS.toLocaleString('en')} ideas on ${database.dialect} …`);
    const t0 = performance.now();
    await generateIdeas(database, IDEAS);
    console.log(`Generated in ${((performance.now() - t0) / 1000).toFixed(1)} s.\n`);

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
      .offset(Math.floor(IDEAS / 2))
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
    console.log('| text | found | median | p95 | goal (median) |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [name, text] of texts) {
      let found = 0;
      for (let i = 0; i < WARMUP; i++) found = (await service.similar(writer, { text })).length;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await service.similar(writer, { text });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
      const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
      const met = median < GOAL_MS ? 'met' : 'not met';
      console.log(
        `| ${name} | ${found} | ${median.toFixed(2)} ms | ${p95.toFixed(2)} ms | < ${GOAL_MS} ms: ${met} |`,
      );
    }
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

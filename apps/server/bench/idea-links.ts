/**
 * Links benchmark: one inTell with 200 links (150 to other inTells, half as cause and half as
 * effect, and 50 to waveMakers) carrying 2,000 ratings, among 5,000 other links. Measures
 * `GET /api/ideas/{id}` through `app.inject` (median and p95 of 50 runs) and counts the SQL
 * queries one request runs. Not part of `npm test`.
 *
 *   npm run bench:links -w apps/server
 *   BENCH_DATABASE_URL=postgres://… npm run bench:links -w apps/server   # a temporary schema
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import {
  computeIdeaAgentFigures,
  computeIdeaIdeaFigures,
  linkPairKey,
  type IdeaDto,
  type LinkRating,
} from '@thoughtful/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { signToken } from '../src/modules/auth/tokens';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { AccessPolicy } from '../src/modules/access';
import { IdeaReadModel } from '../src/modules/reads/idea-reads';
import { openBenchDatabase, seededRandom } from './bench-support';

const RUNS = 50;
const WARMUP = 5;
const IDEA_LINKS = 150;
const AGENT_LINKS = 50;
const RATINGS_PER_LINK = 10;
const OTHER_LINKS = 5_000;
const OTHER_IDEAS = 2_000;

/** Counts executed queries: Kysely calls transformResult once per query it ran. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return Promise.resolve(args.result);
  }
}

const random = seededRandom(20240602);

function randomRating(isReversedChance: number): LinkRating {
  const kind = random();
  return {
    level: kind < 0.5 ? 1 : kind < 0.8 ? -1 : 0,
    confidence: [0.1, 0.5, 1][Math.floor(random() * 3)]!,
    isSimilar: kind >= 0.8 && kind < 0.9,
    isComplex: kind >= 0.9,
    isReversed: random() < isReversedChance,
  };
}

type RatingRow = ReturnType<typeof ratingRow>;

function ratingRow(linkId: string, userId: string, r: LinkRating, at: string) {
  return {
    link_id: linkId,
    user_id: userId,
    level: r.level,
    confidence: r.confidence ?? 0.5,
    is_similar: r.isSimilar ? 1 : 0,
    is_complex: r.isComplex ? 1 : 0,
    is_reversed: r.isReversed ? 1 : 0,
    created_at: at,
  };
}

async function generate(database: DatabaseHandle): Promise<{ ideaId: string; userId: string }> {
  const { db } = database;
  const at = new Date().toISOString();
  const userIds = Array.from({ length: RATINGS_PER_LINK }, () => newId());
  await db
    .insertInto('users')
    .values(
      userIds.map((id, i) => ({
        id,
        name: `Member ${i}`,
        email: `member${i}@example.org`,
        password_hash: null,
        is_student: 0,
        is_admin: 0,
        confirmed: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  const ideaIds = Array.from({ length: OTHER_IDEAS + 1 }, () => newId());
  for (let i = 0; i < ideaIds.length; i += 500) {
    await db
      .insertInto('ideas')
      .values(
        ideaIds.slice(i, i + 500).map((id, j) =>
          newIdeaRow({
            id,
            user_id: userIds[j % userIds.length]!,
            my_point: `Idea ${i + j}`,
            my_content: 'A body of some length. '.repeat(20),
            good_intent_level: 1,
            created_at: at,
          }),
        ),
      )
      .execute();
  }
  const agentIds = Array.from({ length: AGENT_LINKS }, () => newId());
  await db
    .insertInto('agents')
    .values(
      agentIds.map((id, i) => ({
        id,
        name: `Agent ${i}`,
        url: `https://example.org/${i}`,
        image: '',
        user_id: userIds[0]!,
        member_user_id: null,
        created_at: at,
      })),
    )
    .execute();

  const [ideaId, ...others] = ideaIds as [string, ...string[]];
  const pairs: [string, string][] = [];
  for (let i = 0; i < IDEA_LINKS; i++) {
    pairs.push(i % 2 === 0 ? [ideaId, others[i]!] : [others[i]!, ideaId]);
  }
  // Background links between other ideas, so the indexes have something to skip.
  const seen = new Set(pairs.map(([a, b]) => linkPairKey(a, b)));
  while (pairs.length < IDEA_LINKS + OTHER_LINKS) {
    const a = others[IDEA_LINKS + Math.floor(random() * (others.length - IDEA_LINKS))]!;
    const b = others[IDEA_LINKS + Math.floor(random() * (others.length - IDEA_LINKS))]!;
    if (a === b || seen.has(linkPairKey(a, b))) continue;
    seen.add(linkPairKey(a, b));
    pairs.push([a, b]);
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < pairs.length; i += 200) {
      const links = [];
      const ratings: RatingRow[] = [];
      for (const [cause, effect] of pairs.slice(i, i + 200)) {
        const id = newId();
        const count = cause === ideaId || effect === ideaId ? RATINGS_PER_LINK : 1;
        const rs = Array.from({ length: count }, () => randomRating(0.2));
        const f = computeIdeaIdeaFigures(rs);
        links.push({
          id,
          idea_cause: cause,
          idea_effect: effect,
          pair_key: linkPairKey(cause, effect),
          significance_support_oppose: f.significanceSupportOppose,
          significance_similar: f.significanceSimilar,
          significance_complex: f.significanceComplex,
          avg_level_support_oppose: f.avgLevelSupportOppose,
          avg_level_reversed: f.avgLevelReversed,
          created_at: at,
        });
        rs.forEach((r, u) => ratings.push(ratingRow(id, userIds[u]!, r, at)));
      }
      await trx.insertInto('link_idea_idea').values(links).execute();
      for (let j = 0; j < ratings.length; j += 500) {
        await trx
          .insertInto('link_idea_idea_ratings')
          .values(ratings.slice(j, j + 500))
          .execute();
      }
    }
    const agentLinks = [];
    const agentRatings: RatingRow[] = [];
    for (const agentId of agentIds) {
      const id = newId();
      const rs = Array.from({ length: RATINGS_PER_LINK }, () => ({
        ...randomRating(0),
        isSimilar: false,
        isComplex: false,
      }));
      agentLinks.push({
        id,
        idea_id: ideaId,
        agent_id: agentId,
        avg_level: computeIdeaAgentFigures(rs).avgLevel,
        created_at: at,
      });
      rs.forEach((r, u) => agentRatings.push(ratingRow(id, userIds[u]!, r, at)));
    }
    await trx.insertInto('link_idea_agent').values(agentLinks).execute();
    await trx.insertInto('link_idea_agent_ratings').values(agentRatings).execute();
  });
  return { ideaId, userId: userIds[0]! };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const { database, cleanup } = await openBenchDatabase('links');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-bench-data-'));
  try {
    await migrateToLatest(database.db);
    const { ideaId, userId } = await generate(database);
    const counter = new QueryCounter();
    const counted: DatabaseHandle = { ...database, db: database.db.withPlugin(counter) };
    const secret = 'bench-secret-bench-secret-bench-secret!!';
    const config = loadConfig(
      { DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'warn' },
      { webDistDir: path.join(dataDir, 'no-web-build') },
    );
    const app = await buildApp(config, { database: counted, logger: false });
    await app.ready();
    const token = signToken(userId, secret);
    const request = () =>
      app.inject({
        method: 'GET',
        url: `/api/ideas/${ideaId}`,
        headers: { 'x-auth-token': token },
      });

    for (let i = 0; i < WARMUP; i++) await request();
    const times: number[] = [];
    let queries = 0;
    let dto: IdeaDto | undefined;
    for (let i = 0; i < RUNS; i++) {
      counter.count = 0;
      const began = performance.now();
      const res = await request();
      times.push(performance.now() - began);
      queries = counter.count;
      if (res.statusCode !== 200) throw new Error(`GET answered ${res.statusCode}: ${res.body}`);
      dto = res.json<IdeaDto>();
    }
    times.sort((a, b) => a - b);
    console.log(
      `${database.dialect}: GET /api/ideas/{id} with ${dto?.linkedIdeas.length ?? 0} linked inTells ` +
        `and ${dto?.linkedAgents.length ?? 0} linked waveMakers ` +
        `(${(IDEA_LINKS + AGENT_LINKS) * RATINGS_PER_LINK} ratings on them, ${OTHER_LINKS} other links)`,
    );
    console.log(
      `  median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms ` +
        `over ${RUNS} runs; ${queries} SQL queries per request (the user check included)`,
    );

    // The same read without HTTP, validation and serialisation: what the database part costs.
    const ideas = new IdeaReadModel({
      db: database.db,
      dialect: database.dialect,
      search: fullTextSearchFor(database.dialect),
      access: new AccessPolicy({ education: true }),
    });
    for (let i = 0; i < WARMUP; i++) await ideas.dto(ideaId);
    const serviceTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const began = performance.now();
      await ideas.dto(ideaId);
      serviceTimes.push(performance.now() - began);
    }
    serviceTimes.sort((a, b) => a - b);
    console.log(
      `  IdeaReadModel.dto alone: median ${percentile(serviceTimes, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(serviceTimes, 95).toFixed(2)} ms`,
    );
    console.log(
      `  load average while measuring: ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} CPUs`,
    );
    await app.close();
  } finally {
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

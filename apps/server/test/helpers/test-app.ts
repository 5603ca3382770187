import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { KyselyPlugin } from 'kysely';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle, type DialectName } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { OpenApiContract } from './openapi-contract';

/**
 * Every database-touching suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is
 * set (CI sets it). Use with `describe.each(TEST_DIALECTS)('... on %s', (dialect) => ...)`.
 */
export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * For suites that test no SQL of their own (limits, policy, validation that refuses before any
 * query): SQLite only. Every repository, migration and dialect-specific path they pass through has
 * its own suite on both databases; docs/testing.md lists which suites run where.
 */
export const POLICY_TEST_DIALECTS: DialectName[] = ['sqlite'];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes every trace of this database. */
  drop: () => Promise<void>;
}

/** A freshly migrated database of its own: a temporary SQLite file or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-test-'));
    const handle = openDatabase({ kind: 'sqlite', filename: path.join(dir, 'test.db') });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      drop: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ kind: 'postgres', connectionString: url }, { pgSchema: schema });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-data-'));
  return loadConfig(
    {
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-!!',
      // Tests work the opinion maps out when they ask (recomputeChanged); one test runs the worker.
      VIEWPOINTS_RECOMPUTE_MS: '0',
      // Tests send the LTI scores when they ask (ltiScores.sendDue).
      LTI_SCORES_SEND_MS: '0',
      // The learning platforms tests build listen on 127.0.0.1, which the address policy of
      // platform requests (and of the scraper) refuses otherwise; every other internal address
      // stays refused. Scraper tests of the default set `config.scrape` themselves.
      SCRAPE_ALLOW_LOOPBACK: 'true',
      ...env,
    },
    { webDistDir: path.join(dataDir, 'no-web-build') },
  );
}

export interface TestContext {
  app: App;
  database: TestDatabase;
  config: AppConfig;
  close: () => Promise<void>;
}

export async function createTestApp(
  dialect: DialectName,
  options: {
    env?: Record<string, string>;
    config?: AppConfig;
    /** Records every answer, to be checked against the OpenAPI document (openapi-contract.ts). */
    contract?: OpenApiContract;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(dialect);
  const config = options.config ?? testConfig(options.env);
  const app = await buildApp(config, { database, logger: false });
  options.contract?.install(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the test's database whose queries pass through `plugin` (a QueryRecorder
 * counting them, say): as another server behind the same load balancer, with caches of its own.
 */
export async function serverWithPlugin(ctx: TestContext, plugin: KyselyPlugin): Promise<App> {
  const app = await buildApp(ctx.config, {
    database: { ...ctx.database, db: ctx.database.db.withPlugin(plugin) },
    logger: false,
  });
  await app.ready();
  return app;
}

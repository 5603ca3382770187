import fs from 'node:fs';
import { buildApp } from './app';
import { checkServerConfig, ConfigError, loadConfig, type AppConfig } from './config';
import { raiseEveryKeptVersion } from './db/content-versions';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { resolveJwtSecret } from './secrets';

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
    checkServerConfig(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  config.jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);

  const database = openDatabase(config.database);
  const app = await buildApp(config, { database, prettyLogs: process.stdout.isTTY === true });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) {
    app.log.info({ migrations: applied }, 'database migrated');
    // Other servers may keep answers made before a migration changed data.
    await raiseEveryKeptVersion(database.db);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Thoughtful is running at ${config.publicUrl} (database: ${database.dialect}, data: ${config.dataDir})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Thoughtful failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});

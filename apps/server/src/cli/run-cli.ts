import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * The operators' command line: `npm run cli -- <command>`. Each command opens the configured
 * database (the same environment variables as the server) and closes it when done.
 */

interface Command {
  usage: string;
  summary: string;
  run: (args: string[]) => Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    summary: 'Bring the database schema up to date (the server also does this at start).',
    run: async () => {
      const config = loadConfig(process.env);
      const database = openDatabase(config.database);
      try {
        const applied = await migrateToLatest(database.db);
        console.log(
          applied.length > 0
            ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
            : 'The database is already up to date.',
        );
      } finally {
        await database.close();
      }
    },
  },
};

export function helpText(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: npm run cli -- <command> [arguments]',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}  Show this text.`,
    '',
    'The database and other settings come from the same environment variables as the server',
    '(DATABASE_URL, DATA_DIR, ...); see the README.',
  ].join('\n');
}

export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(helpText());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${helpText()}`);
    return 2;
  }
  try {
    await command.run(args);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CLASS_MESSAGES,
  CreateClassBody,
  formatJoinCode,
  isValidEmail,
  MANAGED_ACCOUNTS_MAX,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
  parseInvitationEntries,
  REPORTS_PAGE_SIZE,
  ReportsQuery,
} from '@thoughtful/shared';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { raiseEveryKeptVersion } from '../db/content-versions';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { newId } from '../lib/ids';
import { hashPassword } from '../modules/auth/passwords';
import { findUserByEmail, insertUser } from '../modules/users';
import { OPERATOR } from '../modules/access';
import { sweepUnreferencedMedia } from '../modules/media/unreferenced-media';
import type { Services } from '../services';
import { commandServices } from './command-services';
import { quietLog } from './quiet-log';
import { seedDemo, SeedRefusedError } from './seed-demo';

/**
 * Where a command reads its settings and writes its lines: the process's environment and console
 * for `npm run cli`; another caller (the browser journeys, which run many commands in one process
 * instead of starting Node for each) passes its own.
 */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

const PROCESS_IO: CliIo = {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};
const currentIo = new AsyncLocalStorage<CliIo>();
const cliIo = (): CliIo => currentIo.getStore() ?? PROCESS_IO;
const say = (line: string) => cliIo().out(line);
const sayError = (line: string) => cliIo().err(line);

/** How many unsent mails `mail-outbox` lists. */
const UNSENT_MAILS_LISTED = 200;
/** How many unsent scores `lti-scores` lists. */
const UNSENT_SCORES_LISTED = 200;
const JOBS_LISTED = 20;

/** A command failure with a message for the operator (exit code 1, no stack trace). */
class CommandError extends Error {}

function splitFlags(args: string[]): { positional: string[]; flags: Set<string> } {
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  return { positional: args.filter((a) => !a.startsWith('--')), flags };
}

function checkFlags(flags: Set<string>, allowed: string[]) {
  for (const flag of flags) {
    if (!allowed.includes(flag)) throw new CommandError(`Unknown option ${flag}.`);
  }
}

/**
 * `invite … --class CLASS`: the class's roster paste as the operator. All or none, as `invite`:
 * an entry that is not an e-mail (or ID) refuses the command before anything is stored.
 */
async function inviteIntoClass(classIdOrName: string, entries: string[]): Promise<void> {
  await withDatabase(async (_database, config, { classes }) => {
    const kind = config.flags.anonymous ? 'loginId' : 'email';
    const { invalid } = parseInvitationEntries(entries.join('\n'), kind);
    if (invalid.length > 0) {
      throw new CommandError(
        `${kind === 'email' ? 'Not an e-mail' : 'Not a login ID'}: ${invalid.join(', ')}`,
      );
    }
    const found = await classes.findForOperator(classIdOrName);
    const result = await classes.addToRoster(
      OPERATOR,
      found.id,
      { emails: entries.join('\n') },
      undefined,
      { waitForMails: true },
    );
    if (!('added' in result)) return;
    if (result.added.length) say(`Added to ${found.name}: ${result.added.join(', ')}`);
    if (result.alreadyThere.length) {
      say(`Already in ${found.name}: ${result.alreadyThere.join(', ')}`);
    }
    const notStudents = result.notStudents ?? [];
    if (notStudents.length) say(`Left out, not students: ${notStudents.join(', ')}`);
  });
}

/**
 * Opens the configured database, brings it up to date, runs the work with the same services the
 * server builds (services.ts), and closes it.
 */
async function withDatabase(
  work: (database: DatabaseHandle, config: AppConfig, services: Services) => Promise<void>,
): Promise<void> {
  const config = loadConfig(cliIo().env);
  const database = openDatabase(config.database);
  let opened: Awaited<ReturnType<typeof commandServices>> | undefined;
  try {
    // Running servers keep copies made before a migration changed data.
    if ((await migrateToLatest(database.db)).length > 0) await raiseEveryKeptVersion(database.db);
    opened = await commandServices(database, config, quietLog());
    await work(database, config, opened.services);
  } finally {
    await opened?.close();
    await database.close();
  }
}

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
  invite: {
    usage: 'invite EMAIL... [--teacher | --class CLASS]',
    summary:
      'Add e-mails (or anonymous-mode IDs) to the invitation list, as students or teachers; with --class, as students of that class (existing students join it).',
    run: async (args) => {
      const at = args.indexOf('--class');
      const className = at >= 0 ? args[at + 1] : undefined;
      const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
      const { positional, flags } = splitFlags(rest);
      checkFlags(flags, ['--teacher']);
      if (at >= 0 && (!className || className.startsWith('--'))) {
        throw new CommandError('Usage: invite EMAIL... --class CLASS');
      }
      if (positional.length === 0) throw new CommandError('Give at least one e-mail to invite.');
      if (className !== undefined) {
        if (flags.has('--teacher')) {
          throw new CommandError(
            'A class takes students: invite teachers without --class, then add them to the class.',
          );
        }
        await inviteIntoClass(className, positional);
        return;
      }
      await withDatabase(async (_database, _config, { invitations }) => {
        const role = flags.has('--teacher') ? 'teacher' : 'student';
        // All or none: an entry that is not an e-mail (or ID) refuses the command, naming it.
        // The invitation mails are stored with the invitations and sent before the command ends.
        const result = await invitations.add(OPERATOR, positional, role);
        if (result.added.length) say(`Invited as ${role}: ${result.added.join(', ')}`);
        if (result.updated.length) say(`Now ${role}: ${result.updated.join(', ')}`);
      });
    },
  },
  uninvite: {
    usage: 'uninvite EMAIL...',
    summary: 'Remove e-mails from the invitation list (existing accounts stay).',
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      if (positional.length === 0) throw new CommandError('Give at least one e-mail to remove.');
      await withDatabase(async (_database, _config, { invitations }) => {
        const missing: string[] = [];
        for (const email of positional) {
          if (!(await invitations.removeIfListed(OPERATOR, email))) missing.push(email);
          else say(`Removed from the invitation list: ${normalizeEmail(email)}`);
        }
        if (missing.length)
          throw new CommandError(`Not on the invitation list: ${missing.join(', ')}`);
      });
    },
  },
  ban: {
    usage: 'ban EMAIL...',
    summary: 'Ban e-mails: no registration, no login, existing sessions end at once.',
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      if (positional.length === 0) throw new CommandError('Give at least one e-mail to ban.');
      await withDatabase(async (_database, _config, { invitations }) => {
        for (const email of positional) {
          await invitations.ban(OPERATOR, email);
          say(`Banned: ${normalizeEmail(email)}`);
        }
      });
    },
  },
  'user:create': {
    usage: 'user:create EMAIL PASSWORD [--teacher] [--admin]',
    summary: 'Create a confirmed account (a student unless --teacher or --admin).',
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, ['--teacher', '--admin']);
      const [rawEmail, password, ...rest] = positional;
      if (!rawEmail || !password || rest.length > 0) {
        throw new CommandError('Usage: user:create EMAIL PASSWORD [--teacher] [--admin]');
      }
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new CommandError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
      }
      await withDatabase(async ({ db }, config) => {
        const email = normalizeEmail(rawEmail);
        // The anonymous-mode admin logs in with an ID, which need not look like an e-mail.
        const isAdminId =
          config.eduAdminId !== undefined && normalizeEmail(config.eduAdminId) === email;
        if (!isValidEmail(email) && !isAdminId)
          throw new CommandError(`Not a valid e-mail: ${rawEmail}`);
        if (await findUserByEmail(db, email)) {
          throw new CommandError(`A user with the e-mail ${email} already exists.`);
        }
        const isAdmin = flags.has('--admin');
        const isTeacher = flags.has('--teacher') || isAdmin;
        const now = new Date().toISOString();
        await insertUser(db, {
          id: newId(),
          name: email,
          email,
          password_hash: await hashPassword(password),
          is_student: config.flags.education && !isTeacher ? 1 : 0,
          is_admin: isAdmin ? 1 : 0,
          confirmed: 1,
          created_at: now,
          updated_at: now,
        });
        const role = isAdmin ? 'admin' : isTeacher ? 'teacher' : 'student';
        say(`Created ${role} ${email} (confirmed).`);
      });
    },
  },
  'class:create': {
    usage: 'class:create NAME --teacher EMAIL',
    summary: 'Start a class taught by an existing teacher or admin account; prints its join code.',
    run: async (args) => {
      const at = args.indexOf('--teacher');
      const teacher = at >= 0 ? args[at + 1] : undefined;
      const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
      const { positional, flags } = splitFlags(rest);
      checkFlags(flags, []);
      const parsed = CreateClassBody.safeParse({ name: positional.join(' ') });
      if (!teacher || teacher.startsWith('--') || !parsed.success) {
        throw new CommandError('Usage: class:create NAME --teacher EMAIL');
      }
      await withDatabase(async (_database, _config, { classes }) => {
        const made = await classes.create(OPERATOR, parsed.data, teacher);
        say(`Created class "${made.name}" (${made._id}), taught by ${normalizeEmail(teacher)}.`);
        say(`Join code: ${formatJoinCode(made.code ?? '')}`);
      });
    },
  },
  'class:roster': {
    usage: 'class:roster CLASS',
    summary:
      'Print a class’s students (by id or exact name) with their progress, and who is invited.',
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      if (positional.length === 0) throw new CommandError('Usage: class:roster CLASS');
      await withDatabase(async (_database, _config, { classes }) => {
        const found = await classes.findForOperator(positional.join(' '));
        const roster = await classes.roster(OPERATOR, found.id);
        say(
          `${found.name}: ${roster.students.length} student(s), ${roster.activityCount} activity(ies)`,
        );
        for (const student of roster.students) {
          const kind = student.managed ? ' (managed)' : '';
          say(
            `  ${student.name}  ${student.loginId}${kind}  ${student.completed}/${roster.activityCount}`,
          );
        }
        if (roster.invited.length > 0)
          say(`Invited, not registered yet: ${roster.invited.join(', ')}`);
      });
    },
  },
  'class:managed': {
    usage: 'class:managed CLASS N',
    summary: `Make N (1 to ${MANAGED_ACCOUNTS_MAX}) accounts in a class for students without e-mail; prints their login sheet once.`,
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      const count = Number(positional.at(-1));
      if (positional.length < 2 || !Number.isInteger(count)) {
        throw new CommandError('Usage: class:managed CLASS N');
      }
      if (count < 1 || count > MANAGED_ACCOUNTS_MAX) {
        throw new CommandError(CLASS_MESSAGES.MANAGED_COUNT);
      }
      await withDatabase(async (_database, _config, { classes }) => {
        const found = await classes.findForOperator(positional.slice(0, -1).join(' '));
        const made = await classes.addToRoster(OPERATOR, found.id, { managed: count });
        if (!('accounts' in made)) return;
        // The passwords are shown this once: only their hashes are stored.
        say(`${found.name}: ${made.accounts.length} new account(s). Login ID, password:`);
        for (const account of made.accounts) say(`${account.loginId}  ${account.password}`);
      });
    },
  },
  reports: {
    usage: 'reports [--all]',
    summary: `List the 'Suggestions and Bug Reporting' reports, newest first (the latest ${REPORTS_PAGE_SIZE.DEFAULT} unless --all).`,
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, ['--all']);
      if (positional.length > 0) throw new CommandError('Usage: reports [--all]');
      await withDatabase(async (_database, _config, { reports }) => {
        let cursor: string | undefined;
        let count = 0;
        do {
          const page = await reports.list(
            OPERATOR,
            ReportsQuery.parse({
              cursor,
              limit: flags.has('--all') ? REPORTS_PAGE_SIZE.MAX : REPORTS_PAGE_SIZE.DEFAULT,
            }),
          );
          for (const report of page.reports) {
            const who = report.user
              ? `${report.user.name} <${report.user.email}>`
              : '(deleted account)';
            say(`${report.date}  ${who}`);
            say(`  ${report.message.replace(/\s*\n\s*/g, '\n  ')}`);
            count++;
          }
          cursor = flags.has('--all') ? (page.nextCursor ?? undefined) : undefined;
        } while (cursor !== undefined);
        if (count === 0) say('No reports yet.');
      });
    },
  },
  'mail-outbox': {
    usage: 'mail-outbox',
    summary: `List the mails not sent yet (the oldest ${UNSENT_MAILS_LISTED}), with their attempts and last error.`,
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      if (positional.length > 0) throw new CommandError('Usage: mail-outbox');
      await withDatabase(async (_database, _config, { mailOutbox }) => {
        const mails = await mailOutbox.unsent(UNSENT_MAILS_LISTED);
        if (mails.length === 0) say('Every mail has been sent.');
        for (const mail of mails) {
          const next = mail.next_attempt_at === null ? 'given up' : `next ${mail.next_attempt_at}`;
          say(`${mail.created_at}  ${mail.to_address}  ${mail.subject}`);
          say(`  ${mail.attempts} attempt(s), ${next}: ${mail.last_error ?? 'not tried yet'}`);
        }
      });
    },
  },
  'lti-scores': {
    usage: 'lti-scores',
    summary: `List the scores not sent to learning platforms' gradebooks yet (the oldest ${UNSENT_SCORES_LISTED}), with their attempts and last error.`,
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      if (positional.length > 0) throw new CommandError('Usage: lti-scores');
      await withDatabase(async (_database, _config, { ltiScores }) => {
        const scores = await ltiScores.unsent(UNSENT_SCORES_LISTED);
        if (scores.length === 0) say('Every score has been sent.');
        for (const score of scores) {
          const next =
            score.given_up_at === null
              ? `next ${score.next_attempt_at}`
              : `given up ${score.given_up_at}`;
          say(`${score.created_at}  ${score.platform}  ${score.subject}  ${score.lineitem_url}`);
          say(`  ${score.attempts} attempt(s), ${next}: ${score.last_error ?? 'not tried yet'}`);
        }
      });
    },
  },
  jobs: {
    usage: 'jobs [--failed]',
    summary: `Count the background jobs of each kind (waiting, running, failed) and list the oldest ${JOBS_LISTED} waiting, or with --failed those given up, with their attempts and last error.`,
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, ['--failed']);
      if (positional.length > 0) throw new CommandError('Usage: jobs [--failed]');
      const failed = flags.has('--failed');
      await withDatabase(async (_database, _config, { jobs }) => {
        const counts = await jobs.counts();
        if (counts.length === 0) say('No jobs wait, run or have failed.');
        for (const { kind, waiting, running, failed: given } of counts) {
          say(`${kind}: ${waiting} waiting, ${running} running, ${given} failed`);
        }
        const listed = await jobs.list({ failed, limit: JOBS_LISTED });
        if (listed.length > 0) say(failed ? 'Given up, oldest first:' : 'Waiting, oldest first:');
        for (const job of listed) {
          const key = job.job_key === null ? '' : ` ${job.job_key}`;
          const when = failed ? `given up ${job.failed_at}` : `due ${job.run_at}`;
          say(`${job.created_at}  ${job.kind}${key}  priority ${job.priority}  ${when}`);
          say(`  ${job.attempts} attempt(s): ${job.last_error ?? 'no error'}`);
        }
      });
    },
  },
  'lti:rotate-keys': {
    usage: 'lti:rotate-keys',
    summary:
      "Make a new signing key for learning platforms now; the old one stays in the tool's key set for a week.",
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      if (positional.length > 0) throw new CommandError('Usage: lti:rotate-keys');
      await withDatabase(async (_database, _config, { lti }) => {
        const kid = await lti.rotateKeys(OPERATOR);
        say(`New signing key ${kid}; the previous keys stay published for a week.`);
      });
    },
  },
  'seed:demo': {
    usage: 'seed:demo [--force]',
    summary: 'Add a small demo data set (members, waveMakers, inTells, a PDF); safe to repeat.',
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, ['--force']);
      if (positional.length > 0) throw new CommandError('Usage: seed:demo [--force]');
      await withDatabase(async (database, config, services) => {
        let report: string[];
        try {
          report = await seedDemo(database, config, { force: flags.has('--force'), services });
        } catch (error) {
          if (error instanceof SeedRefusedError) throw new CommandError(error.message);
          throw error;
        }
        for (const line of report) say(line);
      });
    },
  },
  'media:sweep': {
    usage: 'media:sweep',
    summary: 'Remove uploaded files that nothing has referred to for a day (servers do it hourly).',
    run: async (args) => {
      const { positional, flags } = splitFlags(args);
      checkFlags(flags, []);
      if (positional.length > 0) throw new CommandError('Usage: media:sweep');
      await withDatabase(async ({ db }, _config, { storage }) => {
        const removed = await sweepUnreferencedMedia(db, storage);
        say(`Removed ${removed} uploaded file(s) that nothing has referred to for a day.`);
      });
    },
  },
  migrate: {
    usage: 'migrate',
    summary: 'Bring the database schema up to date (the server also does this at start).',
    run: async () => {
      const config = loadConfig(cliIo().env);
      const database = openDatabase(config.database);
      try {
        const applied = await migrateToLatest(database.db);
        say(
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

export function runCli(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  return currentIo.run(io, () => runCommand(argv));
}

async function runCommand(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    say(helpText());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    sayError(`Unknown command "${name}".\n\n${helpText()}`);
    return 2;
  }
  try {
    await command.run(args);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CommandError) {
      sayError(error.message);
      return 1;
    }
    sayError(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

import path from 'node:path';
import { z } from 'zod';
import type { NetworkOverrides } from './security/network-overrides';

/**
 * Configuration is read from the environment only (DESIGN.md §2) and validated at start-up, so a
 * bad value stops the process with a message naming the variable instead of failing later.
 */

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  on: true,
  off: false,
};

function booleanFlag(defaultValue: boolean) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return defaultValue;
      const value = BOOLEAN_WORDS[raw.trim().toLowerCase()];
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: `must be true or false (got "${raw}")` });
        return z.NEVER;
      }
      return value;
    });
}

function optionalText() {
  return z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim()));
}

function urlWithProtocols(protocols: readonly string[], example: string) {
  return optionalText().refine(
    (raw) => {
      if (raw === undefined) return true;
      try {
        return protocols.includes(new URL(raw).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL such as ${example}` },
  );
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  PORT: optionalText()
    .refine((raw) => raw === undefined || /^\d+$/.test(raw), {
      message: 'must be a whole number from 1 to 65535',
    })
    .transform((raw) => (raw === undefined ? 3000 : Number(raw)))
    .refine((port) => port >= 1 && port <= 65535, {
      message: 'must be a whole number from 1 to 65535',
    }),
  HOST: optionalText().transform((raw) => raw ?? '0.0.0.0'),
  DATA_DIR: optionalText(),
  DATABASE_URL: optionalText()
    .refine((raw) => raw === undefined || /^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(raw), {
      message: 'must start with sqlite: (for example sqlite:./data/thoughtful.db) or postgres://',
    })
    .refine((raw) => raw === undefined || raw.replace(/^sqlite:(\/\/)?/, '') !== '', {
      message: 'must name a file after sqlite: (for example sqlite:./data/thoughtful.db)',
    }),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://thoughtful.example.org'),
  JWT_SECRET: optionalText().refine((raw) => raw === undefined || raw.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.org:587'),
  MAIL_FROM: optionalText(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  EDUCATION: booleanFlag(true),
  ANONYMOUS: booleanFlag(false),
  INVITE_ONLY: booleanFlag(true),
  NAME_FIELD: booleanFlag(false),
  EDU_ADMIN_ID: optionalText(),
  RATE_LIMIT_SCALE: optionalText()
    .refine((raw) => raw === undefined || (/^\d+(\.\d+)?$/.test(raw) && Number(raw) > 0), {
      message: 'must be a positive number (it multiplies every rate limit)',
    })
    .transform((raw) => (raw === undefined ? 1 : Number(raw))),
  REQUEST_TIMEOUT_MS: optionalText()
    .refine(
      (raw) =>
        raw === undefined || (/^\d+$/.test(raw) && Number(raw) >= 1000 && Number(raw) <= 600_000),
      { message: 'must be a whole number of milliseconds from 1000 to 600000' },
    )
    .transform((raw) => (raw === undefined ? 60_000 : Number(raw))),
  TRUST_PROXY: booleanFlag(false),
  SCRAPE_ALLOW_LOOPBACK: booleanFlag(false),
  LOG_LEVEL: optionalText()
    .refine((raw) => raw === undefined || (LOG_LEVELS as readonly string[]).includes(raw), {
      message: `must be one of ${LOG_LEVELS.join(', ')}`,
    })
    .transform((raw) => (raw ?? 'info') as (typeof LOG_LEVELS)[number]),
});

export type DatabaseConfig =
  { kind: 'sqlite'; filename: string } | { kind: 'postgres'; connectionString: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  /** Absent until start-up resolves it (generated and kept under DATA_DIR when not configured). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  flags: {
    education: boolean;
    anonymous: boolean;
    inviteOnly: boolean;
    nameField: boolean;
  };
  eduAdminId: string | undefined;
  /** Multiplies every auth rate limit (1 in production; browser tests raise it). */
  rateLimitScale: number;
  /**
   * How long a client may take to send a whole request, headers and body (a body trickled a
   * byte at a time is cut off then); answers and event streams are not limited by it.
   */
  requestTimeoutMs: number;
  /** Behind a load balancer: take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Page fetching for `GET /api/scrape`. */
  scrape: {
    /**
     * SCRAPE_ALLOW_LOOPBACK, for tests only: lets the scraper reach 127.0.0.0/8 and ::1, so tests
     * can serve pages locally. Every other internal address stays refused.
     */
    allowLoopback: boolean;
    /** Tests only, never read from the environment: replaced DNS and transport. */
    network?: NetworkOverrides;
  };
  /** Where the built web app lives; the server serves it when the folder exists. */
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  cwd?: string;
  webDistDir?: string;
}

export function loadConfig(
  env: Record<string, string | undefined>,
  options: LoadConfigOptions = {},
): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.ANONYMOUS && !e.EDUCATION) {
    problems.push('ANONYMOUS can only be true when EDUCATION is true');
  }
  if (e.ANONYMOUS && e.EDU_ADMIN_ID === undefined) {
    problems.push('EDU_ADMIN_ID is required when ANONYMOUS is true (the admin login ID)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const cwd = options.cwd ?? process.cwd();
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir, cwd),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Thoughtful <no-reply@localhost>',
    redisUrl: e.REDIS_URL,
    flags: {
      education: e.EDUCATION,
      anonymous: e.ANONYMOUS,
      inviteOnly: e.INVITE_ONLY,
      nameField: e.NAME_FIELD,
    },
    eduAdminId: e.EDU_ADMIN_ID,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    scrape: { allowLoopback: e.SCRAPE_ALLOW_LOOPBACK },
    webDistDir: options.webDistDir ?? path.resolve(cwd, 'apps/web/dist'),
  };
}

function parseDatabaseUrl(raw: string | undefined, dataDir: string, cwd: string): DatabaseConfig {
  if (raw === undefined) {
    return { kind: 'sqlite', filename: path.join(dataDir, 'thoughtful.db') };
  }
  if (raw.startsWith('sqlite:')) {
    const rest = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (rest === ':memory:') return { kind: 'sqlite', filename: ':memory:' };
    return { kind: 'sqlite', filename: path.resolve(cwd, rest) };
  }
  return { kind: 'postgres', connectionString: raw };
}

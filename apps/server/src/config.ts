import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@thoughtful/shared';
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

/** Where uploaded files live (DESIGN.md §9): only `disk` needs nothing shared. */
const MEDIA_STORES = ['disk', 'database', 's3'] as const;
export type MediaStoreKind = (typeof MEDIA_STORES)[number];

/** PostgreSQL connections each server keeps at most (DATABASE_POOL_SIZE). */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** The S3 settings `MEDIA_STORE=s3` needs, with what each is for when it is missing. */
const S3_REQUIRED = [
  ['S3_BUCKET', 'the bucket that holds the files'],
  ['S3_REGION', 'us-east-1 suits most S3-compatible stores'],
  ['S3_ACCESS_KEY_ID', 'the access key of an account that may read and write the bucket'],
  ['S3_SECRET_ACCESS_KEY', 'the secret of that access key'],
] as const;
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** A domain name as OIDC_ALLOWED_DOMAINS lists them (lower case, at least one dot). */
const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The settings OIDC_ISSUER needs beside it, and those that mean nothing without it. */
const OIDC_REQUIRED = [
  ['OIDC_CLIENT_ID', 'the client ID the provider gave this site'],
  ['OIDC_CLIENT_SECRET', 'the client secret the provider gave this site'],
] as const;
const OIDC_VARIABLES = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_NAME',
  'OIDC_ALLOWED_DOMAINS',
] as const;

/** What the login button says without OIDC_NAME: 'Sign in with your school account'. */
export const DEFAULT_OIDC_NAME = 'your school account';

/**
 * An OpenID provider's issuer: https, or plain http on this machine only (a provider a test
 * starts), since tokens and the client secret cross that connection.
 */
function isOidcIssuer(raw: string): boolean {
  try {
    const url = new URL(raw);
    if (url.search !== '' || url.hash !== '') return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
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
  DEFAULT_LANGUAGE: optionalText()
    .refine((raw) => raw === undefined || isLanguage(raw), {
      message: `must be one of the languages this site offers: ${SUPPORTED_LANGUAGES.join(', ')}`,
    })
    .transform((raw): Language => (isLanguage(raw) ? raw : DEFAULT_LANGUAGE)),
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
  VIEWPOINTS_RECOMPUTE_MS: optionalText()
    .refine(
      (raw) =>
        raw === undefined ||
        (/^\d+$/.test(raw) &&
          (Number(raw) === 0 || (Number(raw) >= 100 && Number(raw) <= 3_600_000))),
      { message: 'must be 0 (off) or a whole number of milliseconds from 100 to 3600000' },
    )
    .transform((raw) => (raw === undefined ? 5000 : Number(raw))),
  LTI_SCORES_SEND_MS: optionalText()
    .refine(
      (raw) =>
        raw === undefined ||
        (/^\d+$/.test(raw) &&
          (Number(raw) === 0 || (Number(raw) >= 100 && Number(raw) <= 3_600_000))),
      { message: 'must be 0 (off) or a whole number of milliseconds from 100 to 3600000' },
    )
    .transform((raw) => (raw === undefined ? 5000 : Number(raw))),
  SCRAPE_ALLOW_LOOPBACK: booleanFlag(false),
  DATABASE_POOL_SIZE: optionalText()
    .refine(
      (raw) => raw === undefined || (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 100),
      { message: 'must be a whole number from 1 to 100 (connections per server)' },
    )
    .transform((raw) => (raw === undefined ? DEFAULT_DATABASE_POOL_SIZE : Number(raw))),
  MEDIA_STORE: optionalText()
    .refine((raw) => raw === undefined || (MEDIA_STORES as readonly string[]).includes(raw), {
      message: `must be one of ${MEDIA_STORES.join(', ')}`,
    })
    .transform((raw) => (raw ?? 'disk') as MediaStoreKind),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://s3.example.org'),
  S3_BUCKET: optionalText(),
  S3_REGION: optionalText(),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  OIDC_ISSUER: optionalText().refine((raw) => raw === undefined || isOidcIssuer(raw), {
    message:
      'must be the https URL of an OpenID provider, such as https://accounts.google.com (plain http only on this machine, for tests)',
  }),
  OIDC_CLIENT_ID: optionalText(),
  OIDC_CLIENT_SECRET: optionalText(),
  OIDC_NAME: optionalText().refine((raw) => raw === undefined || raw.length <= 40, {
    message: "must be at most 40 characters (it is the button's 'Sign in with …' name)",
  }),
  OIDC_ALLOWED_DOMAINS: optionalText()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter((domain) => domain !== ''),
    )
    .refine((domains) => domains.every((domain) => DOMAIN_NAME.test(domain)), {
      message:
        'must be domain names separated by commas, such as school.example.org,pupils.example.org',
    }),
  METRICS_TOKEN: optionalText().refine(
    (raw) => raw === undefined || (raw.length >= 16 && /^[\x21-\x7e]+$/.test(raw)),
    {
      message:
        'must be at least 16 characters without spaces (the bearer token Prometheus sends; for example from `openssl rand -hex 32`)',
    },
  ),
  LOG_LEVEL: optionalText()
    .refine((raw) => raw === undefined || (LOG_LEVELS as readonly string[]).includes(raw), {
      message: `must be one of ${LOG_LEVELS.join(', ')}`,
    })
    .transform((raw) => (raw ?? 'info') as (typeof LOG_LEVELS)[number]),
});

export type DatabaseConfig =
  | { kind: 'sqlite'; filename: string }
  | {
      kind: 'postgres';
      connectionString: string;
      /** The most connections this server opens (DATABASE_POOL_SIZE, default 10). */
      poolSize?: number;
    };

/** An S3-compatible bucket (MEDIA_STORE=s3). */
export interface S3Config {
  /** Absent: Amazon S3 itself, found from the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (most self-hosted stores want it). */
  forcePathStyle: boolean;
}

/** Where uploaded files live (MEDIA_STORE). */
export type MediaConfig =
  { kind: 'disk'; dir: string } | { kind: 'database' } | { kind: 's3'; s3: S3Config };

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
  /** Where uploaded files live: DATA_DIR/uploads, the database, or an S3-compatible bucket. */
  media: MediaConfig;
  flags: {
    education: boolean;
    anonymous: boolean;
    inviteOnly: boolean;
    nameField: boolean;
  };
  /**
   * DEFAULT_LANGUAGE: the installation's language (issue 44), for a reader whose browser asks for
   * none the site offers, for the mails of a member who never chose one, and for an inTell whose
   * text does not tell its language.
   */
  defaultLanguage: Language;
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
  /** METRICS_TOKEN: `GET /metrics` answers a request bearing it; absent, it is not found. */
  metricsToken: string | undefined;
  /** Viewpoint groups (DESIGN.md §12). */
  viewpoints: {
    /**
     * VIEWPOINTS_RECOMPUTE_MS: how often this server looks for opinion maps to work out again;
     * 0, never (another server does it, or a test calls it).
     */
    recomputeMs: number;
  };
  /** Scores sent to learning platforms' gradebooks (DESIGN.md §13). */
  ltiScores: {
    /**
     * LTI_SCORES_SEND_MS: how often this server looks for scores to send; 0, never by itself
     * (another server sends them, or a test asks).
     */
    sendMs: number;
  };
  /** Page fetching for `GET /api/scrape`; the same address policy for requests to LTI platforms. */
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
  /** The school's OpenID provider (DESIGN.md §13); absent, no 'Sign in with …'. */
  oidc: OidcConfig | undefined;
}

/** OIDC_ISSUER and the settings beside it. */
export interface OidcConfig {
  /** The issuer identifier, exactly as the provider's discovery document names it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's 'Sign in with {name}' (OIDC_NAME). */
  name: string;
  /** OIDC_ALLOWED_DOMAINS: a verified e-mail of these domains may make an account on first sign-in. */
  allowedDomains: string[];
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
  if (e.MEDIA_STORE === 's3') {
    for (const [name, hint] of S3_REQUIRED) {
      if (e[name] === undefined) {
        problems.push(`${name} is required when MEDIA_STORE is s3 (${hint})`);
      }
    }
  } else {
    // A bucket configured but not used: each server would keep its uploads to itself.
    const given = S3_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
    if (given.length > 0) {
      problems.push(
        `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but MEDIA_STORE is ${e.MEDIA_STORE}: set MEDIA_STORE=s3 to keep uploads in the bucket, or remove the S3 settings`,
      );
    }
  }
  if (e.OIDC_ISSUER !== undefined) {
    for (const [name, hint] of OIDC_REQUIRED) {
      if (e[name] === undefined) {
        problems.push(`${name} is required when OIDC_ISSUER is set (${hint})`);
      }
    }
  } else {
    // A half-configured provider would show no button and nobody would know why.
    const given = OIDC_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
    if (given.length > 0) {
      problems.push(
        `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but OIDC_ISSUER is not: set OIDC_ISSUER (for example https://accounts.google.com), OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none of them`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const cwd = options.cwd ?? process.cwd();
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? 'data');
  const database = parseDatabaseUrl(e.DATABASE_URL, dataDir, cwd);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database:
      database.kind === 'postgres' ? { ...database, poolSize: e.DATABASE_POOL_SIZE } : database,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Thoughtful <no-reply@localhost>',
    redisUrl: e.REDIS_URL,
    media:
      e.MEDIA_STORE === 's3'
        ? {
            kind: 's3',
            s3: {
              endpoint: e.S3_ENDPOINT,
              // Checked above: present when MEDIA_STORE is s3.
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION!,
              accessKeyId: e.S3_ACCESS_KEY_ID!,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : e.MEDIA_STORE === 'database'
          ? { kind: 'database' }
          : { kind: 'disk', dir: path.join(dataDir, 'uploads') },
    flags: {
      education: e.EDUCATION,
      anonymous: e.ANONYMOUS,
      inviteOnly: e.INVITE_ONLY,
      nameField: e.NAME_FIELD,
    },
    defaultLanguage: e.DEFAULT_LANGUAGE,
    eduAdminId: e.EDU_ADMIN_ID,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    viewpoints: { recomputeMs: e.VIEWPOINTS_RECOMPUTE_MS },
    ltiScores: { sendMs: e.LTI_SCORES_SEND_MS },
    scrape: { allowLoopback: e.SCRAPE_ALLOW_LOOPBACK },
    webDistDir: options.webDistDir ?? path.resolve(cwd, 'apps/web/dist'),
    oidc:
      e.OIDC_ISSUER === undefined
        ? undefined
        : {
            issuer: e.OIDC_ISSUER,
            // Checked above: present with OIDC_ISSUER.
            clientId: e.OIDC_CLIENT_ID!,
            clientSecret: e.OIDC_CLIENT_SECRET!,
            name: e.OIDC_NAME ?? DEFAULT_OIDC_NAME,
            allowedDomains: e.OIDC_ALLOWED_DOMAINS,
          },
  };
}

/**
 * What only a server needs (main.ts; the command line signs nothing): on PostgreSQL several
 * servers may share the database, and each would sign tokens with a secret of its own generated
 * in its own DATA_DIR, so a token from one would be refused by the next; JWT_SECRET is required.
 */
export function checkServerConfig(config: AppConfig): void {
  if (config.database.kind === 'postgres' && config.jwtSecret === undefined) {
    throw new ConfigError([
      'JWT_SECRET is required with a PostgreSQL DATABASE_URL: every server sharing the database must sign tokens with the same secret, or a member signed in through one is signed out by the next (at least 32 characters, for example from `openssl rand -base64 48`)',
    ]);
  }
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

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkServerConfig, ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, { cwd: '/srv/app' });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** A complete S3 configuration, as for a self-hosted S3-compatible store. */
const S3_ENV = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'thoughtful-media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'thoughtful',
  S3_SECRET_ACCESS_KEY: 'a-long-secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, SQLite under ./data, the spec flags', () => {
    const config = loadConfig({}, { cwd: '/srv/app' });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.database).toEqual({ kind: 'sqlite', filename: '/srv/app/data/thoughtful.db' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.flags).toEqual({
      education: true,
      anonymous: false,
      inviteOnly: true,
      nameField: false,
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/thoughtful',
        DATABASE_URL: 'postgres://u:p@db:5432/thoughtful',
        PUBLIC_URL: 'https://thoughtful.example.org/',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example.org:587',
        MAIL_FROM: 'Thoughtful <hello@example.org>',
        REDIS_URL: 'redis://127.0.0.1:6379',
        EDUCATION: 'false',
        INVITE_ONLY: 'no',
        NAME_FIELD: 'TRUE',
      },
      { cwd: '/srv/app' },
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/thoughtful');
    expect(config.database).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u:p@db:5432/thoughtful',
      poolSize: 10,
    });
    expect(config.publicUrl).toBe('https://thoughtful.example.org');
    expect(config.flags).toEqual({
      education: false,
      anonymous: false,
      inviteOnly: false,
      nameField: true,
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('keeps the scraper away from loopback unless SCRAPE_ALLOW_LOOPBACK (tests only) says so', () => {
    expect(loadConfig({}, { cwd: '/srv/app' }).scrape).toEqual({ allowLoopback: false });
    expect(loadConfig({ SCRAPE_ALLOW_LOOPBACK: 'false' }).scrape.allowLoopback).toBe(false);
    expect(loadConfig({ SCRAPE_ALLOW_LOOPBACK: 'true' }).scrape.allowLoopback).toBe(true);
    expect(loadConfig({ SCRAPE_ALLOW_LOOPBACK: 'on' }).scrape.allowLoopback).toBe(true);
  });

  it('resolves a relative sqlite: path against the working directory', () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite:./db/main.db' }, { cwd: '/srv/app' });
    expect(config.database).toEqual({
      kind: 'sqlite',
      filename: path.resolve('/srv/app', 'db/main.db'),
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535'],
    [{ EDUCATION: 'maybe' }, 'EDUCATION must be true or false (got "maybe")'],
    [{ ANONYMOUS: '2' }, 'ANONYMOUS must be true or false (got "2")'],
    [{ INVITE_ONLY: 'sometimes' }, 'INVITE_ONLY must be true or false'],
    [{ NAME_FIELD: 'y' }, 'NAME_FIELD must be true or false'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL must start with sqlite:'],
    [{ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL must name a file after sqlite:'],
    [{ PUBLIC_URL: 'ftp://example.org' }, 'PUBLIC_URL must be a URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL such as smtp://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL such as redis://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ SCRAPE_ALLOW_LOOPBACK: 'local' }, 'SCRAPE_ALLOW_LOOPBACK must be true or false'],
    [{ ANONYMOUS: 'true' }, 'EDU_ADMIN_ID is required when ANONYMOUS is true'],
    [{ MEDIA_STORE: 'ftp' }, 'MEDIA_STORE must be one of disk, database, s3'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100'],
    [{ DATABASE_POOL_SIZE: '101' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100'],
    [{ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100'],
    [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100'],
    [{ ...S3_ENV, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be a URL such as https://'],
    [{ ...S3_ENV, S3_FORCE_PATH_STYLE: 'path' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [
      { ...S3_ENV, S3_BUCKET: '' },
      'S3_BUCKET is required when MEDIA_STORE is s3 (the bucket that holds the files)',
    ],
    [{ ...S3_ENV, S3_REGION: ' ' }, 'S3_REGION is required when MEDIA_STORE is s3 (us-east-1'],
    [{ ...S3_ENV, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID is required when MEDIA_STORE is s3'],
    [
      { ...S3_ENV, S3_SECRET_ACCESS_KEY: '' },
      'S3_SECRET_ACCESS_KEY is required when MEDIA_STORE is s3',
    ],
    [
      { S3_BUCKET: 'media' },
      'S3_BUCKET is set but MEDIA_STORE is disk: set MEDIA_STORE=s3 to keep uploads in the bucket',
    ],
    [
      { ...S3_ENV, MEDIA_STORE: 'database' },
      'S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE are set but MEDIA_STORE is database',
    ],
    [
      { ANONYMOUS: 'true', EDUCATION: 'false', EDU_ADMIN_ID: 'a' },
      'ANONYMOUS can only be true when EDUCATION is true',
    ],
  ])('refuses %o with a message naming the variable', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('keeps uploads on disk under DATA_DIR unless MEDIA_STORE says otherwise', () => {
    expect(loadConfig({}, { cwd: '/srv/app' }).media).toEqual({
      kind: 'disk',
      dir: '/srv/app/data/uploads',
    });
    expect(loadConfig({ MEDIA_STORE: 'disk', DATA_DIR: '/var/t' }).media).toEqual({
      kind: 'disk',
      dir: '/var/t/uploads',
    });
    expect(loadConfig({ MEDIA_STORE: 'database' }).media).toEqual({ kind: 'database' });
  });

  it('reads the S3 settings when MEDIA_STORE is s3', () => {
    expect(loadConfig(S3_ENV).media).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'thoughtful-media',
        region: 'us-east-1',
        accessKeyId: 'thoughtful',
        secretAccessKey: 'a-long-secret',
        forcePathStyle: true,
      },
    });
    // Amazon S3 itself: no endpoint, virtual-hosted addresses.
    expect(loadConfig({ ...S3_ENV, S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' }).media).toMatchObject(
      {
        kind: 's3',
        s3: { endpoint: undefined, forcePathStyle: false },
      },
    );
  });

  it('names every missing S3 setting at once', () => {
    expect(problemsOf({ MEDIA_STORE: 's3' }).map((p) => p.split(' ')[0])).toEqual([
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (10 unless set)', () => {
    const url = 'postgres://u:p@db:5432/thoughtful';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      connectionString: url,
      poolSize: 10,
    });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '1' }).database).toMatchObject({
      poolSize: 1,
    });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '100' }).database).toMatchObject({
      poolSize: 100,
    });
    // SQLite has no pool.
    expect(loadConfig({ DATABASE_POOL_SIZE: '5' }, { cwd: '/srv/app' }).database).toEqual({
      kind: 'sqlite',
      filename: '/srv/app/data/thoughtful.db',
    });
  });

  it('reads DEFAULT_LANGUAGE (English unless set) and refuses a language the site does not offer', () => {
    expect(loadConfig({}).defaultLanguage).toBe('en');
    expect(loadConfig({ DEFAULT_LANGUAGE: 'es' }).defaultLanguage).toBe('es');
    expect(loadConfig({ DEFAULT_LANGUAGE: ' es ' }).defaultLanguage).toBe('es');
    for (const value of ['fr', 'ES', 'es-MX']) {
      expect(problemsOf({ DEFAULT_LANGUAGE: value })).toEqual([
        'DEFAULT_LANGUAGE must be one of the languages this site offers: en, es',
      ]);
    }
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', EDUCATION: 'x', SMTP_URL: 'x' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'SMTP_URL', 'EDUCATION']);
  });
});

describe('checkServerConfig', () => {
  const postgres = { DATABASE_URL: 'postgres://u:p@db:5432/thoughtful' };

  it('refuses PostgreSQL without JWT_SECRET: each server would sign with its own', () => {
    let thrown: unknown;
    try {
      checkServerConfig(loadConfig(postgres));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const { problems, message } = thrown as ConfigError;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^JWT_SECRET is required with a PostgreSQL DATABASE_URL/);
    expect(message).toContain('the same secret');
  });

  it('lets PostgreSQL with JWT_SECRET, and SQLite without it, start', () => {
    expect(() =>
      checkServerConfig(loadConfig({ ...postgres, JWT_SECRET: 'x'.repeat(32) })),
    ).not.toThrow();
    expect(() => checkServerConfig(loadConfig({}))).not.toThrow();
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, { cwd: '/srv/app' });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

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
    [
      { ANONYMOUS: 'true', EDUCATION: 'false', EDU_ADMIN_ID: 'a' },
      'ANONYMOUS can only be true when EDUCATION is true',
    ],
  ])('refuses %o with a message naming the variable', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', EDUCATION: 'x', SMTP_URL: 'x' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'SMTP_URL', 'EDUCATION']);
  });
});

import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createTestDatabase, testConfig, type TestDatabase } from './helpers/test-app';

/**
 * What the server writes to its log: readable lines for a person at a terminal, JSON
 * for machines, and no line per request at the default level.
 */
class Lines extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

let app: App | undefined;
let database: TestDatabase | undefined;

afterEach(async () => {
  await app?.close();
  await database?.drop();
  app = undefined;
  database = undefined;
});

async function start(logLevel: string, prettyLogs: boolean) {
  const lines = new Lines();
  database = await createTestDatabase('sqlite');
  app = await buildApp(testConfig({ LOG_LEVEL: logLevel, SCRAPE_ALLOW_LOOPBACK: 'false' }), {
    database,
    prettyLogs,
    logDestination: lines,
  });
  await app.ready();
  return { app, lines };
}

describe('the server log', () => {
  it('writes JSON lines and keeps requests out of the info level', async () => {
    const { app, lines } = await start('info', false);
    app.log.info('hello operator');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const entries = lines.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(entries.map((e) => e.msg)).toEqual(['hello operator']);
  });

  it('logs each request on one debug line, without its query or token', async () => {
    const { app, lines } = await start('debug', false);
    await app.inject({ url: '/api/health?secret=1', headers: { 'x-auth-token': 'tok' } });
    const entries = lines.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 20, method: 'GET', url: '/api/health' });
    expect(requests[0]!.statusCode).toBe(200);
    expect(lines.text).not.toContain('secret=1');
    expect(lines.text).not.toContain('tok"');
    // Fastify's own 'incoming request' / 'request completed' pair is off.
    expect(entries.some((e) => e.msg === 'incoming request')).toBe(false);
  });

  it('writes readable lines for a terminal', async () => {
    const { app, lines } = await start('info', true);
    app.log.info('Thoughtful is running');
    expect(lines.text).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*: .*Thoughtful is running/);
    expect(lines.text).not.toContain('"level"');
    expect(lines.text).not.toContain('hostname');
  });
});

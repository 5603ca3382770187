import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import type { DialectName } from '../src/db/database';
import { newMediaKey } from '../src/modules/media/media-keys';
import type { MediaStorage } from '../src/modules/media/media-storage';
import {
  sweepUnreferencedMedia,
  UNREFERENCED_MEDIA_MAX_AGE_MS,
  UNREFERENCED_SWEEP_INTERVAL_MS,
} from '../src/modules/media/unreferenced-media';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createIdea, fullIdea, sleep } from './helpers/content-helpers';
import { MULTIPART_HEADERS, multipartStream, pdfBytes, pngBytes } from './helpers/media-fixtures';
import { startLocalS3, type LocalS3 } from './helpers/s3-server';
import { createTestApp, TEST_DIALECTS, testConfig, type TestContext } from './helpers/test-app';

/**
 * The outside review (low): any member could store about 95 MB an hour that nothing refers to, kept for
 * ever. An upload that nothing refers to a day after it was stored is removed, whichever store
 * holds it; one an inTell, a waveMaker or a text points at is kept.
 */

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

const DAY = UNREFERENCED_MEDIA_MAX_AGE_MS;

const STORES: [string, DialectName, () => Record<string, string>][] = [
  ['disk', 'sqlite', () => ({})],
  ...TEST_DIALECTS.map(
    (dialect) =>
      ['database', dialect, () => ({ MEDIA_STORE: 'database' })] as [
        string,
        DialectName,
        () => Record<string, string>,
      ],
  ),
  ['s3', 'sqlite', () => s3.env],
];

describe.each(STORES)('the %s media store (on %s)', (store, dialect, env) => {
  let ctx: TestContext;
  let storage: MediaStorage;
  let token = '';

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { config: testConfig(env()) });
    expect(ctx.config.media.kind).toBe(store);
    storage = ctx.app.services.storage;
    await createUser(ctx, 'sweeper@example.org', { student: false });
    token = await loginToken(ctx, 'sweeper@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function upload(kind: 'image' | 'pdf' = 'image'): Promise<string> {
    const data = kind === 'pdf' ? pdfBytes() : pngBytes(3, 3);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...MULTIPART_HEADERS, 'x-auth-token': token },
      payload: multipartStream([
        { name: 'kind', value: kind },
        {
          name: 'file',
          filename: kind === 'pdf' ? 'a.pdf' : 'a.png',
          contentType: kind === 'pdf' ? 'application/pdf' : 'image/png',
          data,
        },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ url: string }>().url;
  }

  const served = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;

  it('removes what nothing refers to a day on, and keeps what an inTell or waveMaker shows', async () => {
    const ideaImage = await upload();
    const ideaPdf = await upload('pdf');
    const agentImage = await upload();
    const linkedInText = await upload();
    const abandoned = await upload();
    const alsoAbandoned = await upload('pdf');

    await createIdea(ctx, token, fullIdea({ image: ideaImage }));
    await createIdea(
      ctx,
      token,
      fullIdea({ myPoint: 'A PDF inTell', image: ideaPdf, isPdf: true }),
    );
    const agent = await api(ctx, 'POST', '/api/agents', token, {
      name: 'Sweeping Agency',
      url: 'https://example.org/sweeping',
      image: agentImage,
    });
    expect(agent.statusCode, agent.body).toBe(201);
    // A member may also paste a file's full address into an inTell's text.
    await createIdea(
      ctx,
      token,
      fullIdea({
        myPoint: 'See the scan',
        myContent: `The scan: https://example.org${linkedInText}`,
      }),
    );

    // Less than a day on, nothing goes.
    expect(
      await sweepUnreferencedMedia(ctx.database.db, storage, new Date(Date.now() + DAY - 60_000)),
    ).toBe(0);
    for (const url of [ideaImage, ideaPdf, agentImage, linkedInText, abandoned, alsoAbandoned]) {
      expect(await served(url), url).toBe(200);
    }

    // A day on, what nothing refers to goes; the rest stays.
    const later = new Date(Date.now() + DAY + 60_000);
    expect(await sweepUnreferencedMedia(ctx.database.db, storage, later)).toBe(2);
    expect(await served(abandoned)).toBe(404);
    expect(await served(alsoAbandoned)).toBe(404);
    for (const url of [ideaImage, ideaPdf, agentImage, linkedInText]) {
      expect(await served(url), url).toBe(200);
    }

    // Sweeping again (another server, the next hour) finds nothing more to do.
    expect(await sweepUnreferencedMedia(ctx.database.db, storage, later)).toBe(0);
  });

  it('removes a file once the inTell that showed it shows another', async () => {
    const first = await upload();
    const second = await upload();
    const idea = await createIdea(
      ctx,
      token,
      fullIdea({ myPoint: 'Changing pictures', image: first }),
    );
    await ctx.database.db
      .updateTable('ideas')
      .set({ image: second })
      .where('id', '=', idea._id)
      .execute();
    expect(
      await sweepUnreferencedMedia(ctx.database.db, storage, new Date(Date.now() + 2 * DAY)),
    ).toBe(1);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
  });
});

describe('a running server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps unreferenced uploads every hour, the first an hour after start', async () => {
    expect(UNREFERENCED_SWEEP_INTERVAL_MS).toBe(60 * 60_000);
    const config = testConfig();
    const uploads = path.join(config.dataDir, 'uploads');
    const started = Date.now();
    const ctx = await createTestApp('sqlite', { config });
    const sweepJob = () =>
      ctx.database.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'media.sweepUnreferenced')
        .executeTakeFirstOrThrow();
    try {
      const key = newMediaKey('png');
      await ctx.app.services.storage.put(key, pngBytes(2, 2), 'image/png');
      const file = path.join(uploads, key);
      const twoDaysAgo = new Date(Date.now() - 2 * DAY);
      fs.utimesSync(file, twoDaysAgo, twoDaysAgo);

      // One recurring job, due an hour after the server started.
      const due = Date.parse((await sweepJob()).run_at);
      expect(due - started).toBeGreaterThanOrEqual(UNREFERENCED_SWEEP_INTERVAL_MS);
      expect(due - Date.now()).toBeLessThanOrEqual(UNREFERENCED_SWEEP_INTERVAL_MS);
      await sleep(100);
      expect(fs.existsSync(file)).toBe(true);

      // The hour has passed (the job made due now): the runner sweeps, and it is due an hour on.
      await ctx.database.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('kind', '=', 'media.sweepUnreferenced')
        .execute();
      ctx.app.services.jobs.wake();
      for (let i = 0; i < 100 && fs.existsSync(file); i++) await sleep(20);
      expect(fs.existsSync(file)).toBe(false);
      await expect
        .poll(async () => Date.parse((await sweepJob()).run_at) - Date.now())
        .toBeGreaterThan(UNREFERENCED_SWEEP_INTERVAL_MS - 60_000);
    } finally {
      await ctx.close();
    }
  });
});

describe('npm run cli -- media:sweep', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('removes the uploads nothing has referred to for a day, and says how many', async () => {
    const config = testConfig();
    const uploads = path.join(config.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    const old = path.join(uploads, newMediaKey('png'));
    const fresh = path.join(uploads, newMediaKey('png'));
    for (const file of [old, fresh]) fs.writeFileSync(file, pngBytes(2, 2));
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);

    vi.stubEnv('DATA_DIR', config.dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('MEDIA_STORE', 'disk');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runCli(['media:sweep'])).toBe(0);
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
      expect(log.mock.calls.flat()).toContain(
        'Removed 1 uploaded file(s) that nothing has referred to for a day.',
      );
      expect(await runCli(['media:sweep', 'extra'])).toBe(1);
    } finally {
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

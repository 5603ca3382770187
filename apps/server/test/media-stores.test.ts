import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MEDIA_MESSAGES, NOT_FOUND_MESSAGE, UPLOAD_MAX_BYTES } from '@thoughtful/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { DialectName } from '../src/db/database';
import { DatabaseMediaStorage } from '../src/modules/media/database-media-storage';
import { newMediaKey } from '../src/modules/media/media-keys';
import type { MediaStorage, StoredMedia } from '../src/modules/media/media-storage';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import {
  MULTIPART_HEADERS,
  multipartStream,
  pdfBytes,
  pngBytes,
  type FormPart,
} from './helpers/media-fixtures';
import { startLocalS3, type LocalS3 } from './helpers/s3-server';
import {
  createTestApp,
  createTestDatabase,
  TEST_DIALECTS,
  testConfig,
  type TestContext,
  type TestDatabase,
} from './helpers/test-app';

/**
 * Every media store (MEDIA_STORE: disk, database, s3; DESIGN.md §9) keeps the same contract:
 * what is written reads back the same, a missing key is nothing, a failed write leaves nothing,
 * and the uploads API serves a file with the same headers whatever holds it. The S3 store runs
 * against a local S3-compatible server (s3rver) started here.
 */

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

async function readStream(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function readBack(media: StoredMedia | null) {
  expect(media).not.toBeNull();
  return {
    bytes: await readStream(media!.stream),
    contentType: media!.contentType,
    size: media!.size,
  };
}

/** A stream of `total` random bytes in chunks of `chunk`, as an upload arrives. */
function chunked(bytes: Buffer, chunk: number): Readable {
  async function* parts() {
    for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
  }
  return Readable.from(parts(), { objectMode: false });
}

/** How many files a store holds, by looking where it keeps them. */
async function storedCount(ctx: TestContext): Promise<number> {
  const media = ctx.config.media;
  if (media.kind === 'disk') {
    return fs.existsSync(media.dir)
      ? fs.readdirSync(media.dir).filter((name) => !name.startsWith('.')).length
      : 0;
  }
  if (media.kind === 'database') {
    const row = await ctx.database.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const client = new S3Client({
    endpoint: media.s3.endpoint,
    region: media.s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: media.s3.accessKeyId, secretAccessKey: media.s3.secretAccessKey },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: media.s3.bucket }));
    return listed.KeyCount ?? 0;
  } finally {
    client.destroy();
  }
}

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
  const png = pngBytes(4, 3);
  const pdf = pdfBytes();

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { config: testConfig(env()) });
    expect(ctx.config.media.kind).toBe(store);
    storage = ctx.app.services.storage;
    await createUser(ctx, 'uploader@example.org', { student: true });
    token = await loginToken(ctx, 'uploader@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reads back what it stored: the same bytes, type and size', async () => {
    const key = newMediaKey('png');
    await storage.put(key, png, 'image/png');
    expect(await readBack(await storage.get(key))).toEqual({
      bytes: png,
      contentType: 'image/png',
      size: png.length,
    });
  });

  it('stores a file that arrives in many chunks, and reads all of it back', async () => {
    // Larger than a database slice (256 KB), in the chunk size uploads arrive in.
    const bytes = crypto.randomBytes(700_000);
    const key = newMediaKey('pdf');
    await storage.put(key, chunked(bytes, 64 * 1024), 'application/pdf');
    const back = await readBack(await storage.get(key));
    expect(back.size).toBe(bytes.length);
    expect(back.contentType).toBe('application/pdf');
    expect(back.bytes.equals(bytes)).toBe(true);
  });

  it('answers nothing for a key it does not hold, or a malformed one', async () => {
    expect(await storage.get(newMediaKey('png'))).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(await storage.get('short.png')).toBeNull();
  });

  it('deletes a file; deleting a missing one is not an error', async () => {
    const key = newMediaKey('gif');
    await storage.put(key, Buffer.from('GIF89a…'), 'image/gif');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('keeps nothing of a write whose source fails', async () => {
    const before = await storedCount(ctx);
    const key = newMediaKey('png');
    async function* failing() {
      yield png;
      throw new Error('connection reset');
    }
    await expect(
      storage.put(key, Readable.from(failing(), { objectMode: false }), 'image/png'),
    ).rejects.toThrow('connection reset');
    expect(await storage.get(key)).toBeNull();
    expect(await storedCount(ctx)).toBe(before);
  });

  it('sweeps nothing that was stored whole', async () => {
    const key = newMediaKey('webp');
    await storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await storage.sweepTemporaryFiles()).toBe(0);
    expect(await storage.get(key)).not.toBeNull();
  });

  const upload = (parts: FormPart[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...MULTIPART_HEADERS, 'x-auth-token': token },
      payload: multipartStream(parts),
    });
  const file = (data: Buffer, filename: string, contentType: string, size?: number): FormPart => ({
    name: 'file',
    filename,
    contentType,
    data,
    ...(size === undefined ? {} : { size }),
  });

  it('serves an uploaded picture at its address with the media headers', async () => {
    const res = await upload([{ name: 'kind', value: 'image' }, file(png, 'a.png', 'image/png')]);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(png.length));
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    expect(head.rawPayload).toHaveLength(0);
  });

  it('serves an uploaded PDF inline, without the sandbox', async () => {
    const res = await upload([
      { name: 'kind', value: 'pdf' },
      file(pdf, 'e.pdf', 'application/pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'; /);
    expect(served.headers['content-security-policy']).not.toContain('sandbox');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${url.slice('/media/'.length)}"`,
    );
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 with the API error body for a missing key, 400 for a malformed one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/media/${newMediaKey('png')}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ msg: NOT_FOUND_MESSAGE, code: 'HTTP_MESSAGES.NOT_FOUND' }],
    });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/media/nothing-here.png' });
    expect(malformed.statusCode).toBe(400);
    expect(messages(malformed.body)).toEqual([MEDIA_MESSAGES.INVALID_MEDIA_KEY]);
  });

  it(`keeps nothing of a refused upload (${UPLOAD_MAX_BYTES} bytes, or the wrong kind)`, async () => {
    const before = await storedCount(ctx);
    const tooBig = await upload([file(png, 'big.png', 'image/png', UPLOAD_MAX_BYTES)]);
    expect(tooBig.statusCode).toBe(413);
    expect(messages(tooBig.body)).toEqual([MEDIA_MESSAGES.TOO_LARGE]);
    // The kind after the file: the file was stored, then removed.
    const wrongKind = await upload([
      file(png, 'a.png', 'image/png'),
      { name: 'kind', value: 'pdf' },
    ]);
    expect(wrongKind.statusCode).toBe(415);
    expect(await storedCount(ctx)).toBe(before);
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('the database store on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('reads a file in chunks, never the whole value in one query', async () => {
    const queries: string[] = [];
    const storage = new DatabaseMediaStorage(database.db, () => new Date(), 1_000);
    const bytes = crypto.randomBytes(4_500);
    const key = newMediaKey('jpg');
    await storage.put(key, bytes, 'image/jpeg');
    const traced = database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries.push(args.queryId.queryId);
        return args.result;
      },
    });
    const slicing = new DatabaseMediaStorage(traced, () => new Date(), 1_000);
    const back = await readBack(await slicing.get(key));
    expect(back.bytes.equals(bytes)).toBe(true);
    // One query for the type and size, then five chunks of at most 1,000 bytes.
    expect(queries).toHaveLength(6);
  });

  it('keeps the bytes out of line, not compressed again', async () => {
    const { rows } = await sql<{ attstorage: string }>`
      select attstorage from pg_attribute
      where attrelid = 'media_chunks'::regclass and attname = 'bytes'`.execute(database.db);
    expect(rows).toEqual([{ attstorage: 'e' }]);
  });
});

/** A TCP port nothing listens on: a store there never answers. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a media store that does not answer', () => {
  let ctx: TestContext;
  let token = '';
  beforeAll(async () => {
    const port = await deadPort();
    ctx = await createTestApp('sqlite', {
      config: testConfig({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` }),
    });
    await createUser(ctx, 'unlucky@example.org', { student: true });
    token = await loginToken(ctx, 'unlucky@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 503 with the API error body, never a bare 500', async () => {
    const read = await ctx.app.inject({ method: 'GET', url: `/media/${newMediaKey('png')}` });
    expect(read.statusCode).toBe(503);
    expect(messages(read.body)).toEqual([MEDIA_MESSAGES.STORE_UNAVAILABLE]);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...MULTIPART_HEADERS, 'x-auth-token': token },
      payload: multipartStream([
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: pngBytes(2, 2) },
      ]),
    });
    expect(write.statusCode).toBe(503);
    expect(messages(write.body)).toEqual([MEDIA_MESSAGES.STORE_UNAVAILABLE]);
  });
});

/**
 * Several servers (DESIGN.md §9): with a shared store, a file uploaded through one server is
 * served by another, each with a data folder of its own; with the disk store it is not, which is
 * why several servers need `database` or `s3`.
 */
describe.each(TEST_DIALECTS)('two servers on one %s database', (dialect) => {
  let database: TestDatabase;
  const apps: App[] = [];
  const dataDirs: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function twoServers(env: Record<string, string>) {
    const servers: App[] = [];
    for (let i = 0; i < 2; i++) {
      // Each its own DATA_DIR: nothing may pass through a shared folder.
      const config = testConfig(env);
      dataDirs.push(config.dataDir);
      const prefix = `media_${crypto.randomBytes(4).toString('hex')}`;
      const app = await buildApp(config, {
        database,
        logger: false,
        eventChannel: prefix,
        rateLimitKeyPrefix: prefix,
      });
      await app.ready();
      apps.push(app);
      servers.push(app);
    }
    const [one, two] = servers as [App, App];
    return { one, two };
  }

  async function uploadThrough(one: App): Promise<{ url: string; png: Buffer }> {
    const email = `member-${crypto.randomBytes(3).toString('hex')}@example.org`;
    const ctx = { app: one, database, config: one.config, close: async () => {} };
    await createUser(ctx, email, { student: true });
    const token = await loginToken(ctx, email);
    const png = pngBytes(5, 5);
    const res = await one.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...MULTIPART_HEADERS, 'x-auth-token': token },
      payload: multipartStream([
        { name: 'file', filename: 'p.png', contentType: 'image/png', data: png },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { url: res.json<{ url: string }>().url, png };
  }

  it.each([
    ['database', () => ({ MEDIA_STORE: 'database' })],
    ['s3', () => s3.env],
  ] as [string, () => Record<string, string>][])(
    'MEDIA_STORE=%s: an upload through one is served by the other',
    async (_store, env) => {
      const { one, two } = await twoServers(env());
      const { url, png } = await uploadThrough(one);
      const served = await two.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(png)).toBe(true);
      // Nothing was written to either server's folder.
      for (const app of [one, two]) {
        expect(fs.existsSync(path.join(app.config.dataDir, 'uploads'))).toBe(false);
      }
    },
  );

  it('MEDIA_STORE=disk with a folder each: the other server does not have it', async () => {
    const { one, two } = await twoServers({});
    const { url } = await uploadThrough(one);
    expect((await one.inject({ method: 'GET', url })).statusCode).toBe(200);
    const elsewhere = await two.inject({ method: 'GET', url });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      errors: [{ msg: NOT_FOUND_MESSAGE, code: 'HTTP_MESSAGES.NOT_FOUND' }],
    });
  });
});

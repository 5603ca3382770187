import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_MESSAGES } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { pngBytes } from './helpers/media-fixtures';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * `POST /api/uploads` with a multipart body the parser cannot read answers 400 (or 415) with the
 * `{ errors: [{ msg }] }` body, never a 500, and keeps nothing
 * (docs/decisions/2026-11-23-security-review.md 'Malformed multipart'). Run on both databases, as
 * every API-tier security test is.
 */
const BOUNDARY = 'ThoughtfulTestBoundary';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const MALFORMED = [MEDIA_MESSAGES.MALFORMED_MULTIPART];

function partHead(name: string, filename?: string, contentType = 'image/png'): string {
  const file = filename === undefined ? '' : `; filename="${filename}"`;
  const type = filename === undefined ? '' : `Content-Type: ${contentType}\r\n`;
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n${type}\r\n`;
}

describe.each(TEST_DIALECTS)('malformed multipart uploads on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  const png = pngBytes(3, 2);
  // Larger than the bytes read to decide the type, so the cut falls while storage is writing.
  const bigPng = Buffer.concat([png, Buffer.alloc(20_000)]);
  const wholeFile = Buffer.concat([
    Buffer.from(partHead('file', 'a.png')),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'uploader@example.org', { student: true });
    token = await loginToken(ctx, 'uploader@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (contentType: string, payload: string | Buffer) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'x-auth-token': token, 'content-type': contentType },
      payload,
    });
  const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
  /** Every file in the upload folder, temporary ones included. */
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

  const cases: [string, string, () => string | Buffer][] = [
    ['multipart/form-data without a boundary', 'multipart/form-data', () => wholeFile],
    ['no boundary and no body', 'multipart/form-data', () => ''],
    ['an empty boundary', 'multipart/form-data; boundary=', () => wholeFile],
    [
      'a boundary too long to search for',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      () => 'x',
    ],
    [
      'a file cut short before the closing boundary',
      FORM,
      () => Buffer.concat([Buffer.from(partHead('file', 'a.png')), png]),
    ],
    [
      'a large file cut short while it is stored',
      FORM,
      () => Buffer.concat([Buffer.from(partHead('file', 'a.png')), bigPng]),
    ],
    ['a field cut short', FORM, () => `${partHead('kind')}ima`],
    [
      'part headers cut short',
      FORM,
      () => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fi`,
    ],
    ['a boundary that never appears', FORM, () => 'just some text\r\nand more text\r\n'],
    ['a long body where the boundary never appears', FORM, () => Buffer.alloc(100_000, 0x41)],
    [
      'garbage after the part headers',
      FORM,
      () => `${partHead('file', 'a.png')}\u0000\u0001garbage`,
    ],
    [
      'garbage glued to the closing boundary',
      FORM,
      () =>
        Buffer.concat([
          Buffer.from(partHead('file', 'a.png')),
          png,
          Buffer.from(`\r\n--${BOUNDARY}garbage`),
        ]),
    ],
    [
      'a field declared JSON that is not',
      FORM,
      () =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\nContent-Type: application/json\r\n\r\n{bad\r\n--${BOUNDARY}--\r\n`,
    ],
  ];

  it.each(cases)('refuses %s with 400 and keeps nothing', async (_name, type, payload) => {
    const res = await post(type, payload());
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.body)).toEqual(MALFORMED);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a field named like a prototype property as an unknown field', async () => {
    const res = await post(FORM, `${partHead('__proto__')}x\r\n--${BOUNDARY}--\r\n`);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([MEDIA_MESSAGES.ONLY_FILE_AND_KIND]);
  });

  it('answers garbage part headers and a bare closing boundary as no file', async () => {
    for (const payload of [
      `--${BOUNDARY}\r\ngarbage without a colon\r\n\r\nxxx\r\n--${BOUNDARY}--\r\n`,
      `--${BOUNDARY}--\r\n`,
    ]) {
      const res = await post(FORM, payload);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([MEDIA_MESSAGES.NO_FILE]);
    }
  });

  it('still stores a well-formed upload after all that', async () => {
    const res = await post(FORM, wholeFile);
    expect(res.statusCode, res.body).toBe(201);
    expect(storedFiles()).toHaveLength(1);
  });
});

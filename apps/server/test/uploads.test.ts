import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_MESSAGES, UPLOAD_MAX_BYTES } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import {
  HTML_TEXT,
  MULTIPART_HEADERS,
  SVG_TEXT,
  multipartStream,
  pdfBytes,
  pngBytes,
  type FormPart,
} from './helpers/media-fixtures';
import { createTestApp, testConfig, type TestContext } from './helpers/test-app';

// Uploads touch only the file system (no table), so one database dialect is enough.
describe('uploads and media', () => {
  let ctx: TestContext;
  let token: string;
  const png = pngBytes(3, 2);
  const pdf = pdfBytes();

  beforeAll(async () => {
    // A built web app is present, so the page fallback is live and must not answer /media paths.
    const config = testConfig();
    fs.mkdirSync(config.webDistDir, { recursive: true });
    fs.writeFileSync(path.join(config.webDistDir, 'index.html'), '<!doctype html><title>T</title>');
    ctx = await createTestApp('sqlite', { config });
    // A student: activities will let students add inTells with files.
    await createUser(ctx, 'student@example.org', { student: true });
    token = await loginToken(ctx, 'student@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (parts: FormPart[], headers: Record<string, string> = { 'x-auth-token': token }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...MULTIPART_HEADERS, ...headers },
      payload: multipartStream(parts),
    });
  const file = (data: Buffer, filename: string, contentType: string, size?: number): FormPart => ({
    name: 'file',
    filename,
    contentType,
    data,
    ...(size === undefined ? {} : { size }),
  });
  const kind = (value: string): FormPart => ({ name: 'kind', value });
  const storedFiles = () => {
    const dir = path.join(ctx.config.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('refuses an upload without a token', async () => {
    const res = await upload([file(png, 'a.png', 'image/png')], {});
    expect(res.statusCode).toBe(401);
    expect(messages(res.body)).toEqual(['No token, authorization denied']);
  });

  it('decides the type from the bytes: a PNG named .pdf is an image, and is served as one', async () => {
    const res = await upload([kind('image'), file(png, 'report.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses the same PNG in PDF mode', async () => {
    const res = await upload([kind('pdf'), file(png, 'report.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(415);
    expect(messages(res.body)).toEqual([MEDIA_MESSAGES.NOT_A_PDF]);
  });

  it('refuses a PDF named .png in image mode', async () => {
    const res = await upload([kind('image'), file(pdf, 'photo.png', 'image/png')]);
    expect(res.statusCode).toBe(415);
    expect(messages(res.body)).toEqual([MEDIA_MESSAGES.NOT_AN_IMAGE]);
  });

  it.each([
    ['an SVG', SVG_TEXT, 'drawing.svg', 'image/svg+xml'],
    ['an HTML file named .jpg', HTML_TEXT, 'photo.jpg', 'image/jpeg'],
    ['plain text', 'hello there, this is not an image', 'notes.png', 'image/png'],
  ])(
    'refuses %s as not an image, in image mode and without a mode',
    async (_, text, name, type) => {
      for (const parts of [[kind('image')], []]) {
        const res = await upload([...parts, file(Buffer.from(text), name, type)]);
        expect(res.statusCode).toBe(415);
        expect(messages(res.body)).toEqual([MEDIA_MESSAGES.NOT_AN_IMAGE]);
      }
      const asPdf = await upload([
        kind('pdf'),
        file(Buffer.from(text), 'x.pdf', 'application/pdf'),
      ]);
      expect(asPdf.statusCode).toBe(415);
      expect(messages(asPdf.body)).toEqual([MEDIA_MESSAGES.NOT_A_PDF]);
    },
  );

  it('accepts a real PDF in PDF mode and serves it inline with a safe name', async () => {
    const res = await upload([kind('pdf'), file(pdf, 'my "essay"\r\n.pdf', 'application/pdf')]);
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.pdf$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${url.slice('/media/'.length)}"`,
    );
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('reads the mode even when it comes after the file, and then keeps nothing of a refusal', async () => {
    const before = storedFiles().length;
    const res = await upload([file(png, 'a.png', 'image/png'), kind('pdf')]);
    expect(res.statusCode).toBe(415);
    expect(messages(res.body)).toEqual([MEDIA_MESSAGES.NOT_A_PDF]);
    expect(storedFiles()).toHaveLength(before);
  });

  it(`accepts ${UPLOAD_MAX_BYTES - 1} bytes and refuses exactly ${UPLOAD_MAX_BYTES}`, async () => {
    const before = storedFiles().length;
    const tooBig = await upload([file(png, 'big.png', 'image/png', UPLOAD_MAX_BYTES)]);
    expect(tooBig.statusCode).toBe(413);
    expect(messages(tooBig.body)).toEqual([MEDIA_MESSAGES.TOO_LARGE]);
    const wayTooBig = await upload([file(png, 'big.png', 'image/png', UPLOAD_MAX_BYTES + 500_000)]);
    expect(wayTooBig.statusCode).toBe(413);
    // Neither the file nor a temporary part of it is left behind.
    expect(storedFiles()).toHaveLength(before);

    const justUnder = await upload([file(png, 'big.png', 'image/png', UPLOAD_MAX_BYTES - 1)]);
    expect(justUnder.statusCode).toBe(201);
    const served = await ctx.app.inject({
      method: 'HEAD',
      url: justUnder.json<{ url: string }>().url,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(UPLOAD_MAX_BYTES - 1));
  });

  it('refuses a request without a file, an empty file, two files and unknown fields', async () => {
    const none = await upload([kind('image')]);
    expect(none.statusCode).toBe(400);
    expect(messages(none.body)).toEqual([MEDIA_MESSAGES.NO_FILE]);

    const textNotFile = await upload([{ name: 'file', value: 'iVBORw0KGgo=' }]);
    expect(textNotFile.statusCode).toBe(400);
    expect(messages(textNotFile.body)).toEqual([MEDIA_MESSAGES.NO_FILE]);

    const empty = await upload([file(Buffer.alloc(0), 'a.png', 'image/png')]);
    expect(empty.statusCode).toBe(400);
    expect(messages(empty.body)).toEqual([MEDIA_MESSAGES.EMPTY_FILE]);

    const two = await upload([file(png, 'a.png', 'image/png'), file(png, 'b.png', 'image/png')]);
    expect(two.statusCode).toBe(400);
    expect(messages(two.body)).toEqual([MEDIA_MESSAGES.ONE_FILE]);

    const otherField = await upload([{ ...file(png, 'a.png', 'image/png'), name: 'picture' }]);
    expect(otherField.statusCode).toBe(400);
    expect(messages(otherField.body)).toEqual([MEDIA_MESSAGES.NO_FILE]);

    const extra = await upload([{ name: 'title', value: 'x' }, file(png, 'a.png', 'image/png')]);
    expect(extra.statusCode).toBe(400);
    expect(messages(extra.body)).toEqual([MEDIA_MESSAGES.ONLY_FILE_AND_KIND]);

    const badKind = await upload([kind('video'), file(png, 'a.png', 'image/png')]);
    expect(badKind.statusCode).toBe(400);
    expect(messages(badKind.body)).toEqual([MEDIA_MESSAGES.INVALID_KIND]);
  });

  it('answers a refused large upload over a real connection instead of dropping it', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (data: Buffer, name: string, mode: string) => {
      const form = new FormData();
      form.append('kind', mode);
      form.append('file', new Blob([data]), name);
      const res = await fetch(`${address}/api/uploads`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: form,
      });
      const body: unknown = await res.json();
      return { status: res.status, body };
    };
    // Refused by its first bytes, while most of it is still on the way.
    const html = Buffer.concat([Buffer.from(HTML_TEXT), Buffer.alloc(8_000_000, 0x20)]);
    expect(await send(html, 'page.jpg', 'image')).toEqual({
      status: 415,
      body: { errors: [{ msg: MEDIA_MESSAGES.NOT_AN_IMAGE, code: 'MEDIA_MESSAGES.NOT_AN_IMAGE' }] },
    });
    const big = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1_000_000 - png.length)]);
    expect(await send(big, 'big.png', 'image')).toEqual({
      status: 413,
      body: { errors: [{ msg: MEDIA_MESSAGES.TOO_LARGE, code: 'MEDIA_MESSAGES.TOO_LARGE' }] },
    });
  });

  it('refuses a body that is not multipart', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'x-auth-token': token },
      payload: { file: 'data' },
    });
    expect(res.statusCode).toBe(415);
    expect(messages(res.body)).toEqual([MEDIA_MESSAGES.NOT_MULTIPART]);
  });

  it('answers unknown and malformed media keys with JSON errors, never the web page', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/media/AAAAAAAAAAAAAAAAAAAAAA.png',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: [{ msg: 'Not found', code: 'HTTP_MESSAGES.NOT_FOUND' }],
    });

    for (const url of [
      '/media/nothing.png',
      '/media/..%2F..%2Fthoughtful.db',
      '/media/a/b/c',
      '/media/AAAAAAAAAAAAAAAAAAAAAA.svg',
      '/media/',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(messages(res.body)).toEqual([MEDIA_MESSAGES.INVALID_MEDIA_KEY]);
    }
    // The page fallback is still there for client routes.
    const page = await ctx.app.inject({ method: 'GET', url: '/mediation' });
    expect(page.headers['content-type']).toContain('text/html');
  });
});

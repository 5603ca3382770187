import { expect, type APIRequestContext, type Page } from '@playwright/test';
import zlib from 'node:zlib';

/**
 * Content made through the API, for journeys whose subject is not the create forms: it is quick
 * and leaves the browser for what the journey checks.
 */

export interface ApiUser {
  token: string;
  _id: string;
  name: string;
}

/** Signs in through the API and reads who that is. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<ApiUser> {
  const login = await request.post('/api/auth', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/auth', { headers: { 'x-auth-token': token } });
  expect(me.status()).toBe(200);
  const user = (await me.json()) as { _id: string; name: string };
  return { token, _id: user._id, name: user.name };
}

/**
 * Stores the token where the app looks for it at start, for a user already signed in: the
 * browser's side of a stored session. It is written from the site's health answer, a page of the
 * same origin that starts no app, so the journey's first screen is the one it opens next.
 */
export async function useToken(page: Page, token: string) {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

interface Created {
  _id: string;
}

async function post<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(path, { data, headers: { 'x-auth-token': token } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** `POST /api/ideas` (either variant); answers the created inTell. */
export function createIdea<T extends Created = Created & Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
) {
  return post<T>(request, token, '/api/ideas', body);
}

/** A direct-text inTell (the simple variant), the quickest kind to make. */
export function createTextIdea(
  request: APIRequestContext,
  token: string,
  myPoint: string,
  myContent = `${myPoint}: a few words of body text.`,
) {
  return createIdea(request, token, { myPoint, myContent, agents: [], goodIntentLevel: 1 });
}

/** `POST /api/agents`. */
export function createAgent(
  request: APIRequestContext,
  token: string,
  body: { name: string; url: string; image?: string },
) {
  return post<Created & { name: string; date: string }>(request, token, '/api/agents', body);
}

/** `POST /api/uploads` with the file as multipart; answers the '/media/<key>' address. */
export async function upload(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  kind: 'image' | 'pdf',
): Promise<string> {
  const response = await request.post('/api/uploads', {
    headers: { 'x-auth-token': token },
    multipart: { kind, file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** A small valid PDF whose pages read 'Page 1', 'Page 2' … (Helvetica, no compression). */
export function makePdf(pageCount: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pageCount }, (_, i) => 4 + 2 * i);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pageIds.forEach((id, i) => {
    const text = `BT /F1 28 Tf 40 100 Td (Page ${i + 1}) Tj ET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A plain-colour PNG of the given size. */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array(height).fill(row) as Buffer[]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A word no other journey uses, for searches and headlines (letters only, as search words are). */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
}

/** Presses /create2's 'Share your inTell'. */
export function shareWebIdea(page: Page) {
  return page.getByRole('button', { name: 'Share your inTell' }).click();
}

/**
 * Shares a /create2 form that passes every check: the server creates the inTell (201) and the
 * screen opens it. Answers the new inTell's id.
 */
export async function shareWebIdeaAndOpen(page: Page): Promise<string> {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/ideas') && r.request().method() === 'POST',
  );
  await shareWebIdea(page);
  const response = await created;
  expect(response.status()).toBe(201);
  const { _id } = (await response.json()) as { _id: string };
  await expect(page).toHaveURL(new RegExp(`/idea/${_id}$`));
  return _id;
}

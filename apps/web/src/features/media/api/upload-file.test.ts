import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { stubXhr } from '../../../testing/fake-xhr';
import { uploadFile } from './upload-file';

const pdf = () => new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' });

let xhr: ReturnType<typeof stubXhr>;

beforeEach(() => {
  xhr = stubXhr();
  localStorage.setItem('token', 'tok-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadFile', () => {
  it('posts the kind and the file as multipart with the token, reports progress, answers the url', async () => {
    const progress: number[] = [];
    const done = uploadFile(pdf(), 'pdf', { onProgress: (f) => progress.push(f) });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/uploads');
    expect(request.headers['x-auth-token']).toBe('tok-1');
    const fields = request.formFields();
    expect([...fields.keys()]).toEqual(['kind', 'file']);
    expect(fields.get('kind')).toBe('pdf');
    expect((fields.get('file') as File).name).toBe('paper.pdf');

    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(201, { url: '/media/abc.pdf' });
    await expect(done).resolves.toEqual({ url: '/media/abc.pdf' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('sends no token header when signed out', () => {
    localStorage.clear();
    void uploadFile(pdf(), 'pdf').catch(() => undefined);
    expect(xhr.last().headers['x-auth-token']).toBeUndefined();
  });

  it("turns the server's error body into an ApiError with its messages", async () => {
    const done = uploadFile(pdf(), 'pdf');
    xhr.last().respond(415, { errors: [{ msg: 'Not a PDF file' }] });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).messages).toEqual(['Not a PDF file']);
  });

  it('reports a network failure as an ApiError', async () => {
    const done = uploadFile(pdf(), 'pdf');
    xhr.last().fail();
    await expect(done).rejects.toMatchObject({ messages: [NETWORK_ERROR_MESSAGE] });
  });

  it('aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadFile(pdf(), 'pdf', { signal: controller.signal });
    controller.abort();
    expect(xhr.last().aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a 2xx answer without a url', async () => {
    const done = uploadFile(pdf(), 'image');
    xhr.last().respond(201, { nope: true });
    await expect(done).rejects.toBeInstanceOf(ApiError);
  });
});

import { PublicConfig } from '@thoughtful/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_REASON_MESSAGE,
} from './api-client';
import { baseConfig } from '../testing/fake-api';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls[0];
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: urlOf(url), init, headers: new Headers(init.headers) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const config = baseConfig;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiFetch: request', () => {
  it('sends no x-auth-token header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/api/auth');

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/auth');
    expect(init.method).toBe('GET');
    expect(headers.has('x-auth-token')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('sends the stored token in x-auth-token', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/api/auth');

    expect(sentRequest().headers.get('x-auth-token')).toBe('abc.def.ghi');
  });

  it('sends the body as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't' }));

    await apiFetch('/api/auth', { method: 'POST', body: { email: 'a@b.c', password: 'secret' } });

    const { init, headers } = sentRequest();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.c","password":"secret"}');
  });
});

describe('apiFetch: success', () => {
  it('returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't' }));

    await expect(apiFetch('/api/auth', { method: 'POST', body: {} })).resolves.toEqual({
      token: 't',
    });
  });

  it('returns undefined for an empty body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch('/api/users/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('validates the body with the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...config, extra: 'dropped' }));

    await expect(apiFetch('/api/config', { schema: PublicConfig })).resolves.toEqual(config);
  });

  it('throws an ApiError when the body does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ productName: 'Thoughtful' }));

    const error = await caught(apiFetch('/api/config', { schema: PublicConfig }));
    expect(error.status).toBe(200);
    expect(error.messages).toEqual([INVALID_RESPONSE_MESSAGE]);
  });
});

describe('apiFetch: errors', () => {
  it('turns each { msg } of the errors list into a message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { errors: [{ msg: 'Please include a valid email' }, { msg: 'Password is required' }] },
        { status: 400, statusText: 'Bad Request' },
      ),
    );

    const error = await caught(apiFetch('/api/users', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['Please include a valid email', 'Password is required']);
  });

  it('keeps the server message of a 503', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ errors: [{ msg: 'Database unavailable' }] }, { status: 503 }),
    );

    const error = await caught(apiFetch('/api/config'));
    expect(error.status).toBe(503);
    expect(error.messages).toEqual(['Database unavailable']);
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    const error = await caught(apiFetch('/api/config'));
    expect(error.status).toBe(502);
    expect(error.messages).toEqual(['Bad Gateway']);
  });

  it('falls back to the status text when the JSON error body has another shape', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'nope' }, { status: 500, statusText: 'Internal Server Error' }),
    );

    const error = await caught(apiFetch('/api/config'));
    expect(error.messages).toEqual(['Internal Server Error']);
  });

  it('says so in words, never the bare status code, when there is no status text either', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 504 }));

    const error = await caught(apiFetch('/api/config'));
    expect(error.status).toBe(504);
    expect(error.messages).toEqual([NO_REASON_MESSAGE]);
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(apiFetch('/api/config'));
    expect(error.status).toBe(0);
    expect(error.messages).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('lets a cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('Aborted', 'AbortError');
    fetchMock.mockRejectedValue(abortError);

    await expect(apiFetch('/api/config', { signal: controller.signal })).rejects.toBe(abortError);
  });
});

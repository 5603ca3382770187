import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client';
import { EARLY_READS_FOR_MS } from './early-reads';

/**
 * The page's script (src/early-reads.ts) and the app's side (`apiFetch` taking its reads), run
 * together as a page runs them: the script first, then the app.
 */

const fetchMock = vi.fn<typeof fetch>();
const page = window as unknown as { thoughtfulEarlyReads?: unknown };

const pathOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Each call answers with the path and token it was sent with, so a test sees who read what. */
function answerWithRequest() {
  fetchMock.mockImplementation((input, init) => {
    const headers = new Headers(init?.headers);
    return Promise.resolve(
      new Response(
        JSON.stringify({ path: pathOf(input), token: headers.get('x-auth-token') ?? null }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
  });
}

/** Runs the page's script afresh, as a new page would. */
async function runPageScript() {
  vi.resetModules();
  // A script, not a module (it exports nothing), so it is imported by a name the compiler does
  // not follow.
  const script = '../early-reads';
  await import(/* @vite-ignore */ script);
}

const pathsRead = () => fetchMock.mock.calls.map(([input]) => pathOf(input));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  answerWithRequest();
  delete page.thoughtfulEarlyReads;
  window.history.replaceState(null, '', '/idea/abc%20d/interpret');
  localStorage.setItem('token', 'member-token');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  delete page.thoughtfulEarlyReads;
});

describe("reads started by an inTell's page", () => {
  it('starts the config, the member check and the inTell, which the app then takes once', async () => {
    await runPageScript();
    expect(pathsRead()).toEqual(['/api/config', '/api/auth', '/api/ideas/abc%20d']);
    const sent = new Headers(fetchMock.mock.calls[2]?.[1]?.headers);
    expect(sent.get('x-auth-token')).toBe('member-token');

    // As the inTell screen asks (`getIdea`), with the router's decoded id.
    await expect(apiFetch(`/api/ideas/${encodeURIComponent('abc d')}`)).resolves.toEqual({
      path: '/api/ideas/abc%20d',
      token: 'member-token',
    });
    await apiFetch('/api/auth');
    await apiFetch('/api/config');
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // Taken once: the next read of the same path is the app's own.
    await apiFetch('/api/ideas/abc%20d');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('reads only the config for a visitor without a token', async () => {
    localStorage.clear();
    await runPageScript();
    expect(pathsRead()).toEqual(['/api/config']);
  });

  it('reads no inTell at another address', async () => {
    window.history.replaceState(null, '', '/welcome');
    await runPageScript();
    expect(pathsRead()).toEqual(['/api/config', '/api/auth']);
  });

  it('is not taken once the token has changed (a sign-in in another tab)', async () => {
    await runPageScript();
    localStorage.setItem('token', 'someone-else');

    await expect(apiFetch('/api/ideas/abc%20d')).resolves.toEqual({
      path: '/api/ideas/abc%20d',
      token: 'someone-else',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('is not taken by a caller that may cancel its read', async () => {
    await runPageScript();
    await apiFetch('/api/config', { signal: new AbortController().signal });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('is not taken by a write to the same path', async () => {
    await runPageScript();
    await apiFetch('/api/auth', { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock.mock.calls[3]?.[1]?.method).toBe('POST');
  });

  it('is not taken once its seconds have passed: a screen opened later reads afresh', async () => {
    await runPageScript();
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_READS_FOR_MS + 1);

    await apiFetch('/api/ideas/abc%20d');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('reads nothing when the app has asked first (the script came late)', async () => {
    await apiFetch('/api/config');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await runPageScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands a failed read to the app as its own failure', async () => {
    await runPageScript();
    fetchMock.mockClear();
    // The script's reads already went out; make the inTell's fail as a dropped connection would.
    delete page.thoughtfulEarlyReads;
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await runPageScript();

    await expect(apiFetch('/api/ideas/abc%20d')).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getIdea } from './get-idea';

const fetchMock = vi.fn<typeof fetch>();
const page = window as unknown as { thoughtfulEarlyReads?: unknown };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response('{"myPoint":"early"}', { status: 200 })),
  );
  delete page.thoughtfulEarlyReads;
  localStorage.setItem('token', 'member-token');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete page.thoughtfulEarlyReads;
});

it("takes the read the inTell's page started at its address (src/early-reads.ts)", async () => {
  // The router gives the id decoded; the page's script reads it from the address as sent.
  window.history.replaceState(null, '', `/idea/${encodeURIComponent('a b/c')}/interpret`);
  vi.resetModules();
  const script = '../../../early-reads';
  await import(/* @vite-ignore */ script);
  expect(fetchMock.mock.calls.map(([input]) => input)).toContain('/api/ideas/a%20b%2Fc');

  await expect(getIdea('a b/c')).resolves.toEqual({ myPoint: 'early' });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

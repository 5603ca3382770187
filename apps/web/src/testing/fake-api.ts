import type { PublicConfig, UserDto } from '@thoughtful/shared';
import { vi } from 'vitest';

/** What a fake endpoint answers: a status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: {
  body: unknown;
  headers: Headers;
}) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  route: string;
  body: unknown;
  headers: Headers;
}

export const baseConfig: PublicConfig = {
  productName: 'Thoughtful',
  education: true,
  anonymous: false,
  inviteOnly: true,
  nameField: false,
  oidc: null,
  defaultLanguage: 'en',
  languages: ['en', 'es'],
  limits: {
    minPasswordLength: 6,
    headlineMaxLength: 60,
    instructionsMaxLength: 140,
    uploadMaxBytes: 10_000_000,
    searchLimit: 10,
    latestIdeasLimit: 10,
  },
};

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: 'u1',
    name: 'Ada',
    email: 'ada@example.org',
    isStudent: false,
    isAdmin: false,
    date: '2020-01-01T00:00:00.000Z',
    reputation: 0,
    inClass: false,
    language: null,
    ...overrides,
  };
}

export function errorBody(...msgs: string[]) {
  return { errors: msgs.map((msg) => ({ msg })) };
}

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path' ('GET /api/config' is answered with the
 * given config unless overridden). Unknown routes answer 404, so a missed call shows in the test.
 */
export function fakeApi(handlers: Record<string, FakeHandler>, config: PublicConfig = baseConfig) {
  const calls: FakeCall[] = [];
  const all: Record<string, FakeHandler> = {
    'GET /api/config': () => ({ body: config }),
    // The menu's bell asks on every screen a member sees.
    'GET /api/notifications': () => ({
      body: { unread: 0, items: [], feedbackMails: true, canMail: false },
    }),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = `${init?.method ?? 'GET'} ${url}`;
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body, headers });
    const handler = all[route];
    const answer = handler
      ? await handler({ body, headers })
      : { status: 404, body: errorBody(`No fake for ${route}`) };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (route: string) => calls.filter((call) => call.route === route),
  };
}

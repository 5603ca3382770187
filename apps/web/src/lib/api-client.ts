import { isErrorBody, LOCAL_STORAGE_KEYS } from '@thoughtful/shared';
import { takeEarlyRead } from './early-reads';
import type { ServerError } from './i18n/localize-server-error';

/** What the server sends on every failure (`{ errors: [{ msg }] }`), or what we make of it. */
export class ApiError extends Error {
  readonly status: number;
  /** The messages in English, as sent: screens that look for a phrase read these. */
  readonly messages: string[];
  /** The same with their codes and values, for showing them in the reader's language. */
  readonly errors: readonly ServerError[];

  constructor(status: number, messages: string[], errors?: readonly ServerError[]) {
    super(messages.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.errors = errors ?? messages.map((msg) => ({ msg }));
  }
}

/** The server's error items, keeping a code and its values when they have the contract's shape. */
export function serverErrors(body: unknown): ServerError[] | null {
  if (!isErrorBody(body)) return null;
  return body.errors.map((entry: { msg: string; code?: unknown; values?: unknown }) => {
    const item: ServerError = { msg: entry.msg };
    if (typeof entry.code === 'string') item.code = entry.code;
    if (typeof entry.values === 'object' && entry.values !== null) {
      item.values = entry.values as Record<string, string | number>;
    }
    return item;
  });
}

/*
 * The web app's own failure messages: English, like a server's `msg`, and shown in the reader's
 * language by `localizeServerError` through their entries in lib/i18n/web-messages.ts.
 */
/* eslint-disable lingui/no-unlocalized-strings -- translated by their words (see above) */
/** Shown when no HTTP answer arrived at all (server unreachable, connection dropped). */
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please try again later.';
/**
 * Shown when a failure comes with neither the server's words nor a reason phrase (HTTP/2 has
 * none): its status code means nothing to the person reading it.
 */
export const NO_REASON_MESSAGE = 'The server could not answer just now. Please try again later.';
/** Shown when a 2xx answer does not have the shape the contract promises. */
export const INVALID_RESPONSE_MESSAGE = 'Unexpected response from the server.';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Structural, so any Zod schema from `@thoughtful/shared` fits without the web app depending on Zod
 * itself.
 */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.TOKEN);
  } catch {
    // Storage can be disabled (privacy settings); the request then goes out unauthenticated.
    return null;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function statusMessage(response: Response): string {
  // HTTP/2 answers carry no reason phrase; the status code is for developers, not for screens.
  return response.statusText || NO_REASON_MESSAGE;
}

/**
 * Calls the API with the paths of the spec's call tables (e.g. `/api/config`). Every failure is
 * thrown as an `ApiError`, so screens have one thing to turn into alerts.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('x-auth-token', token);

  // A read the page started before the app had loaded (early-reads.ts), if it has this one; not
  // for a caller that may cancel, which the page's read would not heed.
  const early = method === 'GET' && signal === undefined ? takeEarlyRead(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    // A cancelled request is not a failure to report; let the caller (TanStack Query) see it.
    if (signal?.aborted) throw error;
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }

  const data = await readBody(response);

  if (!response.ok) {
    const errors = serverErrors(data) ?? [{ msg: statusMessage(response) }];
    throw new ApiError(
      response.status,
      errors.map((entry) => entry.msg),
      errors,
    );
  }

  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw new ApiError(response.status, [INVALID_RESPONSE_MESSAGE]);
  }
}

/**
 * Downloads a file from the API (the token goes in a header, so a plain link cannot): the body
 * as a Blob and the file name the server suggests. Failures are `ApiError`s, as `apiFetch`'s.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('x-auth-token', token);
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }
  if (!response.ok) {
    const errors = serverErrors(await readBody(response)) ?? [{ msg: statusMessage(response) }];
    throw new ApiError(
      response.status,
      errors.map((entry) => entry.msg),
      errors,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

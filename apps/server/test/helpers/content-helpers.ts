import type { CreateIdeaPayload } from '@thoughtful/shared';
import type { TestContext } from './test-app';

export type Method = 'GET' | 'POST' | 'DELETE';

/** One API call, with the token when given and a JSON body when given. */
export function api(
  ctx: TestContext,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    ...(token ? { headers: { 'x-auth-token': token } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** A full (framed) inTell that passes every check; override what a test is about. */
export function fullIdea(overrides: Partial<CreateIdeaPayload> = {}): CreateIdeaPayload {
  return {
    goodIntentLevel: 2,
    myPoint: 'Cities should plant more trees',
    myContent: 'Shade lowers summer temperatures in streets.',
    image: '',
    isPdf: false,
    url: '',
    isVideo: false,
    frameContext: 'Urban heat in summer',
    frameResolution: 'Plant trees now',
    myConcern: 'My neighbours health',
    criticConcern: 'The cost to taxpayers',
    criticContent: 'Trees need upkeep',
    errorCorrection: 'If upkeep cost more than the benefit',
    proxyLevel: 0.2,
    proxySources: [],
    players: [],
    atCore: false,
    ...overrides,
  };
}

/** A simple-variant body (content §7 sends `agents`). */
export function simpleIdea(overrides: Partial<CreateIdeaPayload> = {}): CreateIdeaPayload {
  return {
    goodIntentLevel: 1,
    myPoint: '',
    myContent: 'A short thought of mine',
    agents: [],
    ...overrides,
  };
}

export async function createAgent(
  ctx: TestContext,
  token: string,
  name: string,
  url = `https://example.org/${encodeURIComponent(name)}`,
): Promise<{ _id: string; name: string }> {
  const res = await api(ctx, 'POST', '/api/agents', token, { name, url });
  if (res.statusCode !== 201) throw new Error(`agent not created: ${res.body}`);
  const { _id } = res.json<{ _id: string }>();
  return { _id, name };
}

export async function createIdea(
  ctx: TestContext,
  token: string,
  payload: CreateIdeaPayload,
): Promise<{ _id: string }> {
  const res = await api(ctx, 'POST', '/api/ideas', token, payload);
  if (res.statusCode !== 201) throw new Error(`idea not created: ${res.body}`);
  return res.json<{ _id: string }>();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

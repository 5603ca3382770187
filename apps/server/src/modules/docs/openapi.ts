import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ErrorBody } from '@thoughtful/shared';
import { isAuthenticating } from '../auth';
import { OPERATIONS, TAGS, type DocumentedAnswer } from './operations';

/** The version of the API the document describes (not of the product's build). */
export const API_VERSION = '1.0.0';

/** The name of the token scheme in the document: the `x-auth-token` header. */
export const TOKEN_SCHEME = 'authToken';

/** Where the routes the document leaves out live: the document and its page. */
export const DOCS_PREFIX = '/api/docs';

/** `GET /api/ideas` style key of a route in OPERATIONS. */
export function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** A route as registered: its methods (HEAD left out) and its URL. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * The API routes an app registered (under /api, the reference itself left out), recorded as they
 * were added: what the document must cover (test/openapi.test.ts checks it does).
 */
export function apiRoutesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registered.get(app) ?? [];
}

/**
 * A documented answer as @fastify/swagger reads a response: its body by media type (a `4XX` also
 * keeps the JSON error), or `type: 'null'` for none (a redirect).
 */
function swaggerAnswer(status: string, answer: DocumentedAnswer, jsonError: unknown): object {
  const headers = answer.headers ? { headers: answer.headers } : {};
  if (!answer.content) return { type: 'null', description: answer.description, ...headers };
  const content: Record<string, { schema: unknown }> = {};
  for (const [mediaType, schema] of Object.entries(answer.content)) content[mediaType] = { schema };
  if (status === '4XX' && jsonError !== undefined)
    content['application/json'] = { schema: jsonError };
  return { description: answer.description, content, ...headers };
}

/** Whether a route runs `authenticate` first: such operations need the token. */
function needsToken(route: RouteOptions): boolean {
  const handlers = [route.preHandler ?? []].flat();
  return handlers.some(isAuthenticating);
}

/**
 * OpenAPI 3.1 from the Zod schemas the routes validate with (fastify-type-provider-zod turns them
 * into JSON Schema 2020-12, OpenAPI 3.1's own dialect). Each operation gets its words from
 * OPERATIONS, the token requirement when it authenticates, and the one error answer every route
 * shares (DESIGN.md §4). Registered before the routes: it records them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method: String(method), url: route.url });
    }
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Thoughtful API',
        version: API_VERSION,
        description:
          'The API the Thoughtful web app uses. Send JSON; a signed-in call carries the token ' +
          'that `POST /api/auth` answers in the `x-auth-token` header. Every refusal is ' +
          '`{ "errors": [{ "msg": "…" }] }` with a 4xx status and the reason in words (English). ' +
          'A message from one of the message constants also carries `code` (the constant and its ' +
          'key, such as `CLASS_MESSAGES.CODE_INVALID`), and one that is a function of values ' +
          'carries them in `values` by position (`{ "0": …, "1": … }`), so a client can word it ' +
          'in its reader’s language.',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
        },
      },
    },
    // HEAD is GET without a body; the catch-all page route and the docs are not API operations.
    exposeHeadRoutes: false,
    transform: (input) => {
      const { route, url } = input;
      if (!url.startsWith('/api/') || url.startsWith(DOCS_PREFIX)) {
        return { schema: { ...input.schema, hide: true }, url };
      }
      const methods = [route.method].flat();
      const text = OPERATIONS[operationKey(String(methods[0]), url)];
      const schema = {
        ...input.schema,
        response: { ...(input.schema?.response as object), '4XX': ErrorBody },
        ...(text ? { tags: [text.tag], summary: text.summary } : {}),
        ...(text?.description ? { description: text.description } : {}),
        ...(needsToken(route) ? { security: [{ [TOKEN_SCHEME]: [] }] } : {}),
      };
      const transformed = jsonSchemaTransform({ ...input, schema });
      if (!text?.answers) return transformed;
      const response = { ...(transformed.schema.response as Record<string, unknown>) };
      for (const [status, answer] of Object.entries(text.answers)) {
        response[status] = swaggerAnswer(status, answer, response['4XX']);
      }
      return { ...transformed, schema: { ...transformed.schema, response } };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

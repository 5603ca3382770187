import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutesOf, OPERATIONS, operationKey, TOKEN_SCHEME } from '../src/modules/docs';
import { createUser, loginToken } from './helpers/auth-helpers';
import { createTestApp, type TestContext } from './helpers/test-app';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

/** Fastify's `/api/ideas/:id` as OpenAPI writes it: `/api/ideas/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationOf(document: Document, method: string, url: string): Operation | undefined {
  const item = document.paths?.[openApiPath(url)] as Record<string, Operation> | undefined;
  return item?.[method.toLowerCase()];
}

/** The JSON Schema an operation documents for an answer of this status. */
function answerSchema(operation: Operation, status: string): object {
  const answer = operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
  const schema = answer?.content?.['application/json']?.schema;
  if (schema === undefined) throw new Error(`No ${status} answer documented`);
  return schema;
}

/** Beyond the spec: the API reference, generated from the routes' own schemas. */
describe('the OpenAPI document and its page', () => {
  let ctx: TestContext;
  let document: Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json<Document>();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every API route the server registered, each with its words, and nothing else', () => {
    const routes = apiRoutesOf(ctx.app);
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, url } of routes) {
      const key = operationKey(method, url);
      const text = OPERATIONS[key];
      expect(text, `${key} has no entry in modules/docs/operations.ts`).toBeDefined();
      const operation = operationOf(document, method, url);
      expect(operation, `${key} is missing from the document`).toBeDefined();
      expect(operation!.summary).toBe(text!.summary);
      expect(operation!.tags).toEqual([text!.tag]);
    }
    const registered = new Set(routes.map(({ method, url }) => operationKey(method, url)));
    expect(Object.keys(OPERATIONS).filter((key) => !registered.has(key))).toEqual([]);
    // The reference and the web app's pages are not API operations.
    expect(Object.keys(document.paths ?? {}).filter((path) => !path.startsWith('/api/'))).toEqual(
      [],
    );
    expect(document.paths?.['/api/docs']).toBeUndefined();
    // Every tag an operation uses is described.
    const tags = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const text of Object.values(OPERATIONS)) expect(tags.has(text.tag), text.tag).toBe(true);
  });

  it('asks for the token exactly where the route authenticates', () => {
    expect(document.components?.securitySchemes?.[TOKEN_SCHEME]).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-auth-token',
    });
    const token = [{ [TOKEN_SCHEME]: [] }];
    expect(operationOf(document, 'GET', '/api/ideas')?.security).toEqual(token);
    expect(operationOf(document, 'POST', '/api/activity/:id')?.security).toEqual(token);
    expect(operationOf(document, 'DELETE', '/api/linkIdeaIdeas/:id/scale')?.security).toEqual(
      token,
    );
    expect(operationOf(document, 'POST', '/api/auth')?.security).toBeUndefined();
    expect(operationOf(document, 'GET', '/api/health')?.security).toBeUndefined();
  });

  it("describes bodies, parameters and answers from the routes' Zod schemas", () => {
    const bodyOf = (method: string, url: string) =>
      (operationOf(document, method, url)!.requestBody as OpenAPIV3_1.RequestBodyObject).content[
        'application/json'
      ]!.schema as OpenAPIV3_1.SchemaObject;
    const login = bodyOf('POST', '/api/auth');
    // The password is optional: anonymous accounts sign in without one.
    expect(login.required).toEqual(['email']);
    expect(login.properties).toHaveProperty('password');
    // The headline's limit, as the route's schema has it (nullable, so one of two types).
    expect(JSON.stringify(bodyOf('POST', '/api/ideas').properties?.myPoint)).toContain(
      '"maxLength":1000',
    );

    const read = operationOf(document, 'GET', '/api/ideas/:id')!;
    expect(read.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    const search = operationOf(document, 'GET', '/api/ideas')!;
    expect(search.parameters).toContainEqual(
      expect.objectContaining({ name: 'searchString', in: 'query' }),
    );
    // The one error answer every route shares (DESIGN.md §4).
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const operation of Object.values(item as Record<string, Operation>)) {
        expect(answerSchema(operation, '4XX'), path).toMatchObject({
          type: 'object',
          required: ['errors'],
        });
      }
    }
  });

  it('matches what the routes answer', async () => {
    const check = async (method: 'GET' | 'POST', url: string, status: string, path = url) => {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { 'x-auth-token': token },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(String(res.statusCode)[0]).toBe(status[0]);
      const validate = ajv.compile(answerSchema(operationOf(document, method, path)!, status));
      expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
    };
    await createUser(ctx, 'docs@example.org', { student: false });
    const token = await loginToken(ctx, 'docs@example.org');
    await check('GET', '/api/health', '200');
    await check('GET', '/api/config', '200');
    await check('GET', '/api/auth', '200');
    await check('GET', '/api/ideas?limitSize=10', '200', '/api/ideas');
    // Refusals: a bad body and an unknown inTell answer the documented error shape.
    await check('POST', '/api/ideas', '4XX');
    await check('GET', '/api/ideas/000000000000000000000000', '4XX', '/api/ideas/:id');
  });

  it('reads as a page, with every operation, without a script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Thoughtful API</h1>');
    expect(html).toContain('href="/api/docs/openapi.json"');
    expect(html).not.toContain('<script');
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    for (const [key, text] of Object.entries(OPERATIONS)) {
      const [method, url] = key.split(' ') as [string, string];
      expect(html, key).toContain(
        `${method}</span> <code>${openApiPath(url)}</code></h3><p>${text.summary
          .replace(/&/g, '&amp;')
          .replace(/'/g, '&#39;')
          .replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`,
      );
    }
  });
});

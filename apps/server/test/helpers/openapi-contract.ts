import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Answer = OpenAPIV3_1.ResponseObject;

/** Fastify's `/api/ideas/:id` as OpenAPI writes it: `/api/ideas/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** One answer the app gave, as the contract hook saw it on its way out. */
export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/ideas/:id`); undefined when no route matched. */
  route: string | undefined;
  url: string;
  status: number;
  /** The media type, without parameters (`text/csv`). */
  mediaType: string;
  /** The body as sent: a string or Buffer, or a stream (a download), or nothing. */
  payload: unknown;
}

/** An answer the document does not describe, said in words. */
export interface ContractViolation {
  request: string;
  problem: string;
}

/**
 * The OpenAPI document as a contract over what the app really answers (issue 43): every answer an
 * API route gives is looked up in the document by its route pattern, method and status (exact,
 * else `4XX` style, else `default`), and must be documented with its media type; a JSON body must
 * match the documented schema (Ajv, JSON Schema 2020-12, OpenAPI 3.1's dialect), a body documented
 * as a string must be text (a stream for downloads), and an answer documented without content
 * must have none. Answers of no route (unknown paths) and of the reference itself are left out.
 */
export class OpenApiContract {
  readonly answered: AnsweredRequest[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  /** Records every answer of `app`; call before `app.ready()`. */
  install(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      this.answered.push({
        method: request.method,
        route: request.routeOptions.url,
        url: request.url,
        status: reply.statusCode,
        mediaType: contentType.split(';')[0]!.trim().toLowerCase(),
        payload,
      });
      return payload;
    });
  }

  /** The recorded answers the document does not describe; clears the record. */
  violations(document: Document): ContractViolation[] {
    const found: ContractViolation[] = [];
    for (const answer of this.answered.splice(0)) {
      const problem = this.problemOf(document, answer);
      if (problem) {
        found.push({ request: `${answer.method} ${answer.url} → ${answer.status}`, problem });
      }
    }
    return found;
  }

  /** `METHOD /route status` of every recorded answer, to show what a run covered. */
  coverage(): string[] {
    return this.answered.map(({ method, route, status }) => `${method} ${route} ${status}`);
  }

  private problemOf(document: Document, answer: AnsweredRequest): string | undefined {
    const { method, route, status } = answer;
    if (method === 'HEAD' || route === undefined) return undefined;
    if (!route.startsWith('/api/') || route.startsWith('/api/docs')) return undefined;
    const item = document.paths?.[openApiPath(route)] as Record<string, Operation> | undefined;
    const operation = item?.[method.toLowerCase()];
    if (!operation) return `${method} ${route} is not in the document`;
    const responses = (operation.responses ?? {}) as Record<string, Answer>;
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (key) => responses[key] !== undefined,
    );
    if (!statusKey) return `status ${status} is not documented`;
    const documented = responses[statusKey]!;
    const content = documented.content;
    const empty = isEmpty(answer.payload);
    if (!content || Object.keys(content).length === 0) {
      return empty ? undefined : `a body is answered where ${statusKey} documents none`;
    }
    const media = content[answer.mediaType];
    if (!media) {
      return `${answer.mediaType || 'no content type'} is answered where ${statusKey} documents ${Object.keys(content).join(', ')}`;
    }
    const schema = media.schema as Record<string, unknown> | undefined;
    if (!schema) return undefined;
    if (answer.mediaType === 'application/json' || answer.mediaType.endsWith('+json')) {
      const text = textOf(answer.payload);
      if (text === undefined) return 'a JSON answer is not text';
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return 'a JSON answer does not parse';
      }
      const key = `${method} ${route} ${statusKey} ${answer.mediaType}`;
      let validate = this.compiled.get(key);
      if (!validate) {
        validate = this.ajv.compile(schema);
        this.compiled.set(key, validate);
      }
      if (!validate(body)) {
        return `the body does not match the documented ${statusKey} schema: ${this.ajv.errorsText(validate.errors)}`;
      }
      return undefined;
    }
    if (
      schema.type === 'string' &&
      !(textOf(answer.payload) !== undefined || isStream(answer.payload))
    ) {
      return 'a body documented as text is not text';
    }
    return undefined;
  }
}

function isStream(payload: unknown): boolean {
  return typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
}

function textOf(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

function isEmpty(payload: unknown): boolean {
  if (payload === undefined || payload === null) return true;
  const text = textOf(payload);
  return text !== undefined && text.length === 0;
}

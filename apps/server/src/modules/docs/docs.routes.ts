import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { gzipWhenAccepted } from '../../http/compression';
import { renderDocsPage } from './docs-page';

/** Where the OpenAPI document is served. */
export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';

/**
 * The API reference ('Beyond the spec'): `GET /api/docs/openapi.json` is the OpenAPI
 * 3.1 document, `GET /api/docs` the same as a page. Open to anyone: it says how to call the API,
 * which every route still guards itself (docs/decisions/2026-11-23-api-reference.md).
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Worked out once, on the first request, when every route has been registered.
  let document: OpenAPIV3_1.Document | undefined;
  let page: string | undefined;
  const openApi = () => (document ??= app.swagger() as OpenAPIV3_1.Document);

  // Both are some hundreds of kilobytes of JSON Schema; gzipped, a tenth.
  app.get('/docs/openapi.json', { onSend: gzipWhenAccepted }, async () => openApi());

  app.get('/docs', { onSend: gzipWhenAccepted }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send((page ??= renderDocsPage(openApi(), OPENAPI_JSON_PATH))),
  );
};

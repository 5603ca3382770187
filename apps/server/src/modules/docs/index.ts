export { docsRoutes, OPENAPI_JSON_PATH } from './docs.routes';
export { OPERATIONS, TAGS } from './operations';
export { apiRoutesOf, operationKey, registerOpenApi, TOKEN_SCHEME } from './openapi';

/**
 * The server's own message constants about HTTP itself, apart from the code that sends them, so
 * that the message-code registry (message-codes.ts) can read them without an import cycle.
 */

/** What a client is told when Node's HTTP parser refuses its request (never reaching a route). */
export const CLIENT_ERROR_MESSAGES = Object.freeze({
  headersTooLarge: 'Request headers are too large.',
  chunkExtensionsTooLarge: 'Request chunk extensions are too large.',
  timeout: 'The request took too long to arrive.',
  badRequest: 'The request could not be read.',
});

/** Clearer words for the framework's own client errors, by Fastify's error code. */
export const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body cannot be empty when content-type is set to application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length.',
});

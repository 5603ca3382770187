import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HEADLINE_MAX_LENGTH,
  INSTRUCTIONS_MAX_LENGTH,
  LATEST_IDEAS_LIMIT,
  MIN_PASSWORD_LENGTH,
  PRODUCT_NAME,
  PublicConfig,
  SEARCH_LIMIT,
  SUPPORTED_LANGUAGES,
  UPLOAD_MAX_BYTES,
} from '@thoughtful/shared';
import type { AppConfig } from '../../config';
import { schoolSignInOf } from '../oidc';

export function toPublicConfig(config: AppConfig): PublicConfig {
  const oidc = schoolSignInOf(config);
  return {
    productName: PRODUCT_NAME,
    education: config.flags.education,
    anonymous: config.flags.anonymous,
    inviteOnly: config.flags.inviteOnly,
    nameField: config.flags.nameField,
    oidc: oidc ? { name: oidc.name } : null,
    defaultLanguage: config.defaultLanguage,
    languages: [...SUPPORTED_LANGUAGES],
    limits: {
      minPasswordLength: MIN_PASSWORD_LENGTH,
      headlineMaxLength: HEADLINE_MAX_LENGTH,
      instructionsMaxLength: INSTRUCTIONS_MAX_LENGTH,
      uploadMaxBytes: UPLOAD_MAX_BYTES,
      searchLimit: SEARCH_LIMIT,
      latestIdeasLimit: LATEST_IDEAS_LIMIT,
    },
  };
}

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: PublicConfig } } }, async () =>
    toPublicConfig(app.config),
  );
};

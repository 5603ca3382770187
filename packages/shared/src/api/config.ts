import { z } from 'zod';
import { ErrorBody } from './errors';
import { LanguageCode } from '../i18n/language-schemas';

/**
 * `GET /api/config`: the product flags and limits the web app reads at run time, so that one build
 * serves every configuration (DESIGN.md §2).
 */
export const PublicConfig = z.object({
  productName: z.string(),
  education: z.boolean(),
  anonymous: z.boolean(),
  inviteOnly: z.boolean(),
  nameField: z.boolean(),
  /**
   * The school's OpenID provider, named for the login screen's 'Sign in with {name}' button
   * (DESIGN.md §13); null when none is configured, and in anonymous mode (students sign in by ID).
   */
  oidc: z.object({ name: z.string() }).nullable(),
  /** The installation's language (DEFAULT_LANGUAGE): for a browser asking for none offered. */
  defaultLanguage: LanguageCode,
  /** The languages the site offers (SUPPORTED_LANGUAGES), in the switch's order. */
  languages: z.array(LanguageCode),
  limits: z.object({
    minPasswordLength: z.number().int(),
    headlineMaxLength: z.number().int(),
    instructionsMaxLength: z.number().int(),
    uploadMaxBytes: z.number().int(),
    searchLimit: z.number().int(),
    latestIdeasLimit: z.number().int(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/**
 * `GET /api/health`: 200 while the database answers (503 otherwise). `degraded`: serving, but Redis
 * (REDIS_URL) does not answer, so rate limits count in each server's memory until it does.
 */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  /** The shared rate-limit store: `off` without REDIS_URL. */
  redis: z.enum(['ok', 'down', 'off']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * `GET /api/health`'s 503 while the database does not answer: the errors body every failure has,
 * and the same fields as the 200 with `status` `down`.
 */
export const HealthDownResponse = ErrorBody.extend({
  status: z.literal('down'),
  database: HealthResponse.shape.database,
  redis: HealthResponse.shape.redis,
});
export type HealthDownResponse = z.infer<typeof HealthDownResponse>;

import { z } from 'zod';

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

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

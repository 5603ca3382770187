import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

const english = z.locales.en();

/**
 * Schema messages written in `shared` (the spec's wording) are kept as they are. Zod's generic
 * messages are prefixed with the field they concern, so a client that sent several bad fields
 * learns which is which. Zod consults this per-parse map only for issues without a custom message.
 */
function genericMessage(issue: z.core.$ZodRawIssue): string {
  const base = english.localeError(issue);
  const text = typeof base === 'string' ? base : (base?.message ?? 'Invalid input');
  const where = issue.path?.map(String).join('.');
  return where ? `${where}: ${text}` : text;
}

export interface ValidationIssue {
  message: string;
  instancePath: string;
}

/** Validates request parts with their Zod schema; every problem is reported, not just the first. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: genericMessage });
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
      message: issue.message,
      instancePath: `/${issue.path.map(String).join('/')}`,
    }));
    return { error: issues as unknown as Error };
  };

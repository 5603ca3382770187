import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '@thoughtful/shared';

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

/** Enough to say what is wrong without answering a huge body with a huge list. */
const MAX_CONTROL_CHARACTER_ISSUES = 20;
/** A field deeper than this is named by its first steps and '…' (a JSON body can nest deeply). */
const MAX_REPORTED_DEPTH = 10;

interface Visit {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = visit; at && at.key !== undefined; at = at.parent) path.push(at.key);
  path.reverse();
  return path.length > MAX_REPORTED_DEPTH ? [...path.slice(0, MAX_REPORTED_DEPTH), '…'] : path;
}

/**
 * Every string of a request part (body, querystring, params) that holds a control character
 * (docs/decisions/2026-11-23-security-review.md 'Control characters'), and every object holding a
 * key that does (named by that object, so the key itself is not echoed). Walked without recursion
 * and without copying paths, so no nesting depth a JSON body can have overflows the stack or costs
 * more than its size. Runs before the route's schema, whatever that schema says, so no endpoint can
 * let such text through to the database (PostgreSQL refuses NUL).
 */
export function controlCharacterIssues(data: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const report = (visit: Visit) => {
    const path = pathOf(visit);
    issues.push({
      message: controlCharactersMessage(path),
      instancePath: `/${path.map(String).join('/')}`,
    });
  };
  const pending: Visit[] = [{ value: data, key: undefined, parent: undefined }];
  while (pending.length > 0 && issues.length < MAX_CONTROL_CHARACTER_ISSUES) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) report(visit);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        pending.push({ value: value[i], key: i, parent: visit });
      }
    } else if (typeof value === 'object' && value !== null) {
      const keys = Object.keys(value);
      if (keys.some(hasControlCharacters)) report(visit);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = (value as Record<string, unknown>)[key];
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return issues;
}

/**
 * Validates request parts with their Zod schema; every problem is reported, not just the first.
 * Control characters are refused first, for every route, with one message per field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const refused = controlCharacterIssues(data);
    if (refused.length > 0) return { error: refused as unknown as Error };
    const result = schema.safeParse(data, { error: genericMessage });
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
      message: issue.message,
      instancePath: `/${issue.path.map(String).join('/')}`,
    }));
    return { error: issues as unknown as Error };
  };

import fc from 'fast-check';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@thoughtful/shared';
import { expect } from 'vitest';

/**
 * Control characters the API refuses (docs/decisions/2026-11-23-security-review.md 'Control
 * characters'): NUL first of all.
 */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001f', '\u007f'];

/** Random text with at least one control character somewhere in it. */
export const controlText: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, control, after]) => before + control + after);

/** Whether any string of a JSON value, object keys included, holds a control character. */
export function containsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, child]) => hasControlCharacters(key) || containsControlCharacters(child),
    );
  }
  return false;
}

/** Fastify refuses these keys in JSON bodies as prototype poisoning, before any validation. */
export function hasPoisonKeys(json: string): boolean {
  return json.includes('"__proto__"') || json.includes('"constructor"');
}

/** A 400 whose every message is the control-character refusal, after the field it names. */
export function expectControlRefusal(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as { errors: { msg: string }[] };
  expect(body.errors.length).toBeGreaterThan(0);
  for (const e of body.errors) {
    expect(
      e.msg === CONTROL_CHARACTERS_MESSAGE || e.msg.endsWith(`: ${CONTROL_CHARACTERS_MESSAGE}`),
      e.msg,
    ).toBe(true);
  }
}

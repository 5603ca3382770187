import type { ErrorItem, MessageValues } from '../api/errors';

/**
 * Stable codes for the server's messages (issue 44, contract 1): a message constant's exported
 * name, a dot and its key (`CLASS_MESSAGES.CODE_INVALID`; a nested key adds its own dot). The
 * registry is built once from a module's exports, so a new constant or key has its code without
 * anyone listing it; the error serialiser looks up every English `msg` it sends, and a function
 * message's call site says which function it called (`codedMessage`), since its text alone would
 * have to be parsed back into its arguments.
 */

/** One message of the registry: a fixed sentence, or a function of its arguments. */
export type MessageEntry =
  | { code: string; kind: 'text'; text: string }
  | { code: string; kind: 'function'; fn: (...args: never[]) => string };

export interface MessageCodes {
  readonly entries: readonly MessageEntry[];
  /** The code of a fixed English sentence, if a constant holds it. */
  codeOfText(text: string): string | undefined;
  /** The code of a function message, by the function itself. */
  codeOfFunction(fn: unknown): string | undefined;
  /** A message as an error item: its code attached when a constant holds it. */
  itemOf(message: string | ErrorItem): ErrorItem;
}

/** The exports whose name says they are message constants. */
export const MESSAGE_CONSTANT_NAME = /^[A-Z][A-Z0-9_]*_MESSAGES$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The registry of every `*_MESSAGES` export of these modules (each a record of export name →
 * value, such as `import * as shared`). Where two constants hold the same English sentence, the
 * first (by export name, so the answer never depends on import order) gives it its code: the
 * sentence is the same, so its translation is too.
 */
export function messageCodesOf(...modules: Record<string, unknown>[]): MessageCodes {
  const entries: MessageEntry[] = [];
  const seen = new Set<unknown>();
  const named = modules
    .flatMap((module) => Object.entries(module))
    .filter(([name]) => MESSAGE_CONSTANT_NAME.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const walk = (value: Record<string, unknown>, path: string) => {
    for (const [key, item] of Object.entries(value)) {
      const code = `${path}.${key}`;
      if (typeof item === 'string') entries.push({ code, kind: 'text', text: item });
      else if (typeof item === 'function') {
        entries.push({ code, kind: 'function', fn: item as (...args: never[]) => string });
      } else if (isPlainObject(item)) walk(item, code);
    }
  };
  for (const [name, value] of named) {
    // The same object exported twice (a re-export) is one constant.
    if (!isPlainObject(value) || seen.has(value)) continue;
    seen.add(value);
    walk(value, name);
  }
  const byText = new Map<string, string>();
  const byFunction = new Map<unknown, string>();
  for (const entry of entries) {
    if (entry.kind === 'text') {
      if (!byText.has(entry.text)) byText.set(entry.text, entry.code);
    } else if (!byFunction.has(entry.fn)) byFunction.set(entry.fn, entry.code);
  }
  return {
    entries,
    codeOfText: (text) => byText.get(text),
    codeOfFunction: (fn) => byFunction.get(fn),
    itemOf(message) {
      if (typeof message !== 'string') return message;
      const code = byText.get(message);
      return code === undefined ? { msg: message } : { msg: message, code };
    },
  };
}

/** A function message's arguments by position, as contract 1 carries them. */
export function messageValues(args: readonly (string | number)[]): MessageValues {
  return Object.fromEntries(args.map((arg, index) => [String(index), arg]));
}

/**
 * A function message with its code and values, for a call site to throw or answer:
 * `coded(registry, INVITATION_MESSAGES.notAnEntry, entry, kind)`.
 */
export function codedMessage<A extends (string | number)[]>(
  registry: MessageCodes,
  fn: (...args: A) => string,
  ...args: A
): ErrorItem {
  const msg = fn(...args);
  const code = registry.codeOfFunction(fn);
  return code === undefined ? { msg } : { msg, code, values: messageValues(args) };
}

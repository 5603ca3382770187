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

/** The exports whose name says they are message constants, wherever they are declared. */
export const MESSAGE_CONSTANT_NAME = /^[A-Z][A-Z0-9_]*_MESSAGES$/;

/** A constant's name: every upper-case export of a message file is one (as the web app reads them). */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The message constants among a module's exports: those named `*_MESSAGES`, or with `every`
 * (a message file, `*messages*.ts`) every upper-case export, as the web app's catalogue takes them.
 */
export function messageConstantsOf(
  exports: Readonly<Record<string, unknown>>,
  every = false,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(exports).filter(([name]) =>
      (every ? CONSTANT_NAME : MESSAGE_CONSTANT_NAME).test(name),
    ),
  );
}

/**
 * The registry of these message constants (name → a string, or an object of strings, functions
 * and nested objects). A string constant's code is its name; a key's, the name, a dot and the key.
 * Where two constants hold the same English sentence, the first by code (so the answer never
 * depends on import order) gives it its code: the sentence is the same, so its translation is too.
 */
export function messageCodesOf(...constantSets: Readonly<Record<string, unknown>>[]): MessageCodes {
  const entries: MessageEntry[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, code: string) => {
    if (typeof value === 'string') entries.push({ code, kind: 'text', text: value });
    else if (typeof value === 'function') {
      entries.push({ code, kind: 'function', fn: value as (...args: never[]) => string });
    } else if (isPlainObject(value) && !seen.has(value)) {
      // The same object reached twice (a re-export) is one constant.
      seen.add(value);
      for (const [key, item] of Object.entries(value)) walk(item, `${code}.${key}`);
    }
  };
  const named = new Map<string, unknown>();
  for (const set of constantSets)
    for (const [name, value] of Object.entries(set)) named.set(name, value);
  for (const name of [...named.keys()].sort()) walk(named.get(name), name);
  entries.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
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

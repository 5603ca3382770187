import fs from 'node:fs';
import path from 'node:path';
import * as shared from '@thoughtful/shared';
import { INVITATION_MESSAGES, messageCodesOf, messageConstantsOf } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { errorBody } from './error-handler';
import { BadRequestError } from './errors';
import { coded, MESSAGE_CODES, SERVER_MESSAGE_CONSTANTS } from './message-codes';

const ROOT = path.resolve(__dirname, '../../../..');

/** Every `export const NAME_MESSAGES` declared under a folder's .ts sources (tests left out). */
function declaredConstants(folder: string): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/export const ([A-Z][A-Z0-9_]*_MESSAGES)\b/g)) {
          names.push(match[1]!);
        }
      }
    }
  };
  walk(path.join(ROOT, folder));
  return names.sort();
}

/** Every message of the shared package and the server, each with its code (issue 44). */
describe('message codes', () => {
  const entries = MESSAGE_CODES.entries;
  const constantOf = (code: string) => code.split('.')[0]!;

  it('reads every message constant the shared package and the server declare', () => {
    const covered = new Set(entries.map((entry) => constantOf(entry.code)));
    const declared = [
      ...declaredConstants('packages/shared/src'),
      ...declaredConstants('apps/server/src'),
    ];
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((name) => !covered.has(name))).toEqual([]);
    // And each of the server's own is handed to the registry by name.
    for (const name of declaredConstants('apps/server/src')) {
      expect(Object.keys(SERVER_MESSAGE_CONSTANTS)).toContain(name);
    }
  });

  it('MESSAGE_MODULES lists every message file of the shared package', () => {
    const src = path.join(ROOT, 'packages/shared/src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/messages.*\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          files.push(path.relative(src, full).replace(/\.ts$/, '').split(path.sep).join('/'));
        }
      }
    };
    walk(src);
    expect(files.length).toBeGreaterThan(10);
    expect(Object.keys(shared.MESSAGE_MODULES).sort()).toEqual(files.sort());
  });

  it('gives every message a code of its constant and key, each code once', () => {
    const codes = entries.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    const all = { ...shared, ...SERVER_MESSAGE_CONSTANTS } as Record<string, unknown>;
    // A key may hold a dot itself (CONFIDENCE_WORDS' 0.1): every way of reading the path is tried.
    const resolve = (value: unknown, rest: string[]): unknown[] => {
      if (rest.length === 0) return [value];
      if (typeof value !== 'object' || value === null) return [];
      return rest.flatMap((_, i) =>
        resolve(
          (value as Record<string, unknown>)[rest.slice(0, i + 1).join('.')],
          rest.slice(i + 1),
        ),
      );
    };
    for (const entry of entries) {
      expect(entry.code).toMatch(/^[A-Z][A-Z0-9_]*(\.[A-Za-z0-9_.]+)?$/);
      const [name, ...keys] = entry.code.split('.');
      expect(resolve(all[name!], keys), entry.code).toContain(
        entry.kind === 'text' ? entry.text : entry.fn,
      );
    }
    // The contract's examples.
    expect(MESSAGE_CODES.codeOfText(shared.CLASS_MESSAGES.CODE_INVALID)).toBe(
      'CLASS_MESSAGES.CODE_INVALID',
    );
    expect(MESSAGE_CODES.codeOfText(shared.LANGUAGE_MESSAGES.UNSUPPORTED)).toBe(
      'LANGUAGE_MESSAGES.UNSUPPORTED',
    );
  });

  it('the error serialiser attaches to every fixed message the code of a constant holding it', () => {
    for (const entry of entries) {
      if (entry.kind !== 'text') continue;
      const [item] = errorBody([entry.text]).errors;
      expect(item!.msg).toBe(entry.text);
      // A sentence two constants share takes the first's code; its words are the same.
      const holder = entries.find((e) => e.kind === 'text' && e.text === entry.text)!;
      expect(item, entry.code).toEqual({ msg: entry.text, code: holder.code });
    }
  });

  it('a sentence shared by two constants always takes the same code, whatever the order', () => {
    const a = { A_MESSAGES: { X: 'Same words' } };
    const b = { B_MESSAGES: { Y: 'Same words' } };
    expect(messageCodesOf(b, a).codeOfText('Same words')).toBe('A_MESSAGES.X');
    expect(messageCodesOf(a, b).codeOfText('Same words')).toBe('A_MESSAGES.X');
    // Outside a message file only *_MESSAGES exports count; nested keys add a dot.
    const module = {
      SOME_WORDS: { X: 'Not a message' },
      N_MESSAGES: { deep: { KEY: 'Deep words' } },
      lowerCase: { Y: 'Not a constant' },
    };
    const nested = messageCodesOf(messageConstantsOf(module));
    expect(nested.codeOfText('Not a message')).toBeUndefined();
    expect(nested.codeOfText('Deep words')).toBe('N_MESSAGES.deep.KEY');
    // In a message file every upper-case constant does, as the web app's catalogue reads them.
    const file = messageCodesOf(messageConstantsOf(module, true));
    expect(file.codeOfText('Not a message')).toBe('SOME_WORDS.X');
    expect(file.codeOfText('Not a constant')).toBeUndefined();
    // The words of registration's form, which the server answers too.
    expect(MESSAGE_CODES.codeOfText(shared.AUTH_VALIDATION.NAME_REQUIRED)).toBe(
      'AUTH_VALIDATION.NAME_REQUIRED',
    );
  });

  it('a message no constant holds has no code', () => {
    expect(errorBody(['Something said once']).errors).toEqual([{ msg: 'Something said once' }]);
  });

  it('a function message carries its code and its arguments by position', () => {
    const functions = entries.filter((entry) => entry.kind === 'function');
    expect(functions.map((entry) => entry.code)).toContain('INVITATION_MESSAGES.notAnEntry');
    const item = coded(INVITATION_MESSAGES.moreNotEntries, 12);
    expect(item).toEqual({
      msg: '…and 12 more',
      code: 'INVITATION_MESSAGES.moreNotEntries',
      values: { '0': 12 },
    });
    // Thrown as it is, and answered with the rest.
    const error = new BadRequestError([
      coded(INVITATION_MESSAGES.notAnEntry, 'x', 'loginId'),
      shared.AUTH_MESSAGES.BANNED,
    ]);
    expect(error.messages).toEqual(['Not a login ID: x', shared.AUTH_MESSAGES.BANNED]);
    expect(errorBody(error.items)).toEqual({
      errors: [
        {
          msg: 'Not a login ID: x',
          code: 'INVITATION_MESSAGES.notAnEntry',
          values: { '0': 'x', '1': 'loginId' },
        },
        { msg: shared.AUTH_MESSAGES.BANNED, code: 'AUTH_MESSAGES.BANNED' },
      ],
    });
  });

  it('every answer the serialiser makes is valid against the shared error schema', () => {
    const body = errorBody([
      coded(INVITATION_MESSAGES.mailSent, 'a@b.org'),
      shared.CLASS_MESSAGES.ARCHIVED,
      'Plain',
    ]);
    expect(shared.ErrorBody.parse(body)).toEqual(body);
  });
});

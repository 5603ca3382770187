import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MODULES } from './message-modules';

const SRC = path.resolve(import.meta.dirname, '..');

function messageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(full);
    return /messages.*\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('MESSAGE_MODULES', () => {
  it('lists every message file of the package, and nothing else', () => {
    const files = messageFiles(SRC)
      .map((file) => path.relative(SRC, file).replace(/\.ts$/, '').split(path.sep).join('/'))
      .sort();
    expect(files.length).toBeGreaterThan(10);
    expect(Object.keys(MESSAGE_MODULES).sort()).toEqual(files);
  });
});

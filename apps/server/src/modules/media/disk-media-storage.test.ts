import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskMediaStorage, STALE_TEMP_FILE_MS } from './disk-media-storage';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-media-'));
  dirs.push(dir);
  return dir;
}

function writeAged(dir: string, name: string, ageMs: number) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

describe('DiskMediaStorage.sweepTemporaryFiles', () => {
  it('removes only temporary files older than an hour, never stored files', async () => {
    const dir = folder();
    writeAged(dir, '.tmp-0123456789abcdef', STALE_TEMP_FILE_MS + 60_000);
    writeAged(dir, '.tmp-fedcba9876543210', 60_000);
    writeAged(dir, 'abcdefghijklmnopqrstuv.png', STALE_TEMP_FILE_MS * 24);
    const removed = await new DiskMediaStorage(dir).sweepTemporaryFiles();
    expect(removed).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual([
      '.tmp-fedcba9876543210',
      'abcdefghijklmnopqrstuv.png',
    ]);
  });

  it('answers 0 when the folder does not exist yet', async () => {
    const dir = path.join(folder(), 'uploads');
    expect(await new DiskMediaStorage(dir).sweepTemporaryFiles()).toBe(0);
  });

  it('leaves no temporary file behind after a failed write', async () => {
    const dir = folder();
    const storage = new DiskMediaStorage(dir);
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('abcdefghijklmnopqrstuv.png', failing, 'image/png')).rejects.toThrow(
      'connection reset',
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

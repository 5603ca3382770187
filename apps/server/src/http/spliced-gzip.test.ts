import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FlushedJson, gzipWithHead, SharedJson } from './spliced-gzip';

const gunzip = (bytes: Buffer) => zlib.gunzipSync(bytes).toString('utf8');

describe('gzipWithHead (a reader’s part in front of a kept, compressed shared part)', () => {
  const shared = new SharedJson(
    `"linkedIdeas":[${Array.from({ length: 300 }, (_, i) => `{"_id":"l${i}","label":"Trees ${i} cool streets"}`).join(',')}]}`,
  );

  it('is one gzip member whose content is the head followed by the shared part', async () => {
    const head = '{"myScale":{"sound":0.8,"note":"A careful piece, \u00e9l\u00e8ve \ud83c\udf33"},';
    const bytes = gzipWithHead(Buffer.from(head), shared);
    expect(gunzip(bytes)).toBe(head + shared.bytes.toString('utf8'));
    expect(JSON.parse(gunzip(bytes))).toMatchObject({ myScale: { sound: 0.8 } });
    // The shared part is compressed: far smaller than the text it carries.
    expect(bytes.length).toBeLessThan(shared.bytes.length / 4);
  });

  it('puts kept, compressed JSON between the head and the shared part', () => {
    const middle = new FlushedJson(
      `"scaleAggregates":{${Array.from({ length: 7 }, (_, i) => `"s${i}":{"count":3,"histogram":[${Array(20).fill(0).join(',')}]}`).join(',')}},"scaleCount":3,`,
    );
    const head = '{"myScale":null,';
    const bytes = gzipWithHead(Buffer.from(head), shared, middle);
    const text = head + middle.bytes.toString() + shared.bytes.toString();
    expect(gunzip(bytes)).toBe(text);
    expect(JSON.parse(gunzip(bytes))).toMatchObject({ scaleCount: 3, myScale: null });
    // The middle is compressed too: the answer grows by far less than its text.
    const without = gzipWithHead(Buffer.from(head), shared);
    expect(bytes.length - without.length).toBeLessThan(middle.bytes.length / 4);
    expect(middle.deflate()).toBe(middle.deflate());
  });

  it('holds an empty head, and a head longer than one stored block', async () => {
    expect(gunzip(gzipWithHead(Buffer.alloc(0), shared))).toBe(shared.bytes.toString());
    const long = `{"myScale":{"note":"${'x'.repeat(150_000)}"},`;
    expect(gunzip(gzipWithHead(Buffer.from(long), shared))).toBe(long + shared.bytes.toString());
  });

  it('compresses the shared part once, however many readers, without waiting for a turn of the event loop', () => {
    const kept = new SharedJson('"a":1}');
    const first = kept.deflate();
    expect(first).toBeInstanceOf(Buffer);
    expect(kept.deflate()).toBe(first);
    expect(gzipWithHead(Buffer.from('{"myScale":null,'), kept)).toBeInstanceOf(Buffer);
    for (const head of ['{"myScale":null,', '{"myScale":{"sound":1},']) {
      expect(JSON.parse(gunzip(gzipWithHead(Buffer.from(head), kept)))).toMatchObject({
        a: 1,
      });
    }
  });

  it('decodes with a streaming decoder fed a byte at a time', async () => {
    const bytes = gzipWithHead(Buffer.from('{"myScale":null,'), shared);
    const chunks: Buffer[] = [];
    const gunzipStream = zlib.createGunzip();
    gunzipStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve, reject) => {
      gunzipStream.on('end', resolve);
      gunzipStream.on('error', reject);
    });
    for (const byte of bytes) gunzipStream.write(Buffer.from([byte]));
    gunzipStream.end();
    await done;
    expect(Buffer.concat(chunks).toString()).toBe(`{"myScale":null,${shared.bytes.toString()}`);
  });
});

describe('what a kept part holds in memory', () => {
  it('is its own bytes and its deflate, each exactly its size, never a slice of something larger', () => {
    const json = '"_id":"i1","myContent":"Trees cool streets","linkedIdeas":[]}';
    for (const kept of [new SharedJson(json), new FlushedJson(`"scaleCount":3,${json}`)]) {
      // A small Buffer.from is a slice of Node's 8 KB pool, zlib's output of a 16 KB chunk.
      expect(kept.bytes.buffer.byteLength).toBe(kept.bytes.length);
      const deflated = kept.deflate();
      expect(deflated.length).toBeGreaterThan(0);
      expect(deflated.buffer.byteLength).toBe(deflated.length);
    }
  });
});

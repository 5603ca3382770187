// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toLogicalProperties } from '../build/logical-properties.ts';

const web = path.resolve(import.meta.dirname, '..');

/** A side named physically: what a right-to-left page would not mirror. */
const PHYSICAL_SIDE =
  /(?:^|[\s;{])(?:(?:margin|padding)-(?:left|right)|border-(?:left|right)(?:-\w+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/m;

describe('logical sides (issue 44: right-to-left ready)', () => {
  it('writes sides, corners and side keywords for the writing direction', () => {
    const css = toLogicalProperties(
      '.a{margin-left:1rem;padding-right:2px!important;border-left:1px solid red;left:0;right:auto}' +
        '.b{text-align:right;float:left;border-top-left-radius:4px}' +
        '.c{margin:1px 2px 3px 4px;padding:0 1rem 0 2rem}.d{margin:1px 2px 3px 2px;padding:1px 2px}' +
        '.e{border-radius:1px 2px 3px 4px}.f{border-radius:5px}.g{top:0;transform:translateX(4px)}',
    );
    expect(css).toContain(
      '.a{margin-inline-start:1rem;padding-inline-end:2px!important;border-inline-start:1px solid red;inset-inline-start:0;inset-inline-end:auto}',
    );
    expect(css).toContain('.b{text-align:end;float:inline-start;border-start-start-radius:4px}');
    expect(css).toContain(
      '.c{margin-block:1px 3px;margin-inline:4px 2px;padding-block:0 0;padding-inline:2rem 1rem}',
    );
    // Symmetric shorthands need nothing.
    expect(css).toContain('.d{margin:1px 2px 3px 2px;padding:1px 2px}');
    expect(css).toContain(
      '.e{border-start-start-radius:1px;border-start-end-radius:2px;border-end-end-radius:3px;border-end-start-radius:4px}',
    );
    expect(css).toContain('.f{border-radius:5px}');
    expect(css).toContain('.g{top:0;transform:translateX(4px)}');
  });

  it("leaves no physical side in Bootstrap's stylesheet once converted", () => {
    const bootstrap = fs.readFileSync(
      createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'),
      'utf8',
    );
    expect(PHYSICAL_SIDE.test(bootstrap)).toBe(true);
    const converted = toLogicalProperties(bootstrap);
    const left = converted
      .split('}')
      .filter((rule) => PHYSICAL_SIDE.test(rule.slice(rule.indexOf('{'))));
    expect(left).toEqual([]);
  });

  it("keeps the app's own stylesheets free of physical sides", () => {
    const files = fs
      .readdirSync(path.join(web, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(3);
    // Converting changes nothing: no physical side, no lopsided four-value shorthand.
    const offending = files.filter((file) => {
      const css = fs.readFileSync(file, 'utf8');
      return toLogicalProperties(css) !== css;
    });
    expect(offending).toEqual([]);
  });
});

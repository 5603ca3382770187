// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { SUPPORTED_LANGUAGES } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { LINGUI_CONFIG } from '../../../build/lingui-macro';

const SRC = path.resolve(import.meta.dirname, '../..');

/** The source files that can hold messages: those importing Lingui (tests aside). */
function filesWithMessages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : filesWithMessages(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return fs.readFileSync(file, 'utf8').includes('@lingui/') ? [file] : [];
  });
}

/**
 * The catalogue check (issue 44): the messages the code says now, extracted as `lingui extract`
 * does, must each be in every language's catalogue with a translation. A new string in a screen
 * fails here until `npm run i18n -w apps/web` has put it in the catalogues and es/messages.po
 * has its Spanish.
 */
describe('the message catalogues', () => {
  it('hold every message of the code, each translated', async () => {
    const config = getConfig({ configPath: LINGUI_CONFIG });
    const files = filesWithMessages(SRC);
    let count = 0;
    for (const catalog of await getCatalogs(config)) {
      const extracted = await catalog.collect({ files });
      expect(extracted, `${catalog.path}: the extraction failed`).toBeDefined();
      const ids = Object.keys(extracted!);
      count += ids.length;

      for (const language of SUPPORTED_LANGUAGES) {
        const where = `${catalog.path.replace('{locale}', language)}.po`;
        const messages = await catalog.read(language);
        const missing = ids.filter((id) => !messages?.[id]);
        expect(missing, `${where}: run \`npm run i18n -w apps/web\``).toEqual([]);
        if (language === config.sourceLocale) {
          // English is the code's own words: a message changed in the code and not extracted fails.
          // (A generated id's words are its msgid; an explicit id's are its msgstr.)
          const english = (id: string) => messages[id]!.message || messages[id]!.translation;
          const stale = ids.filter((id) => english(id) !== extracted![id]!.message);
          expect(stale, `${where}: run \`npm run i18n -w apps/web\``).toEqual([]);
          continue;
        }
        const untranslated = ids
          .filter((id) => !messages[id]!.translation?.trim())
          .map((id) => `${id}: ${extracted![id]!.message ?? id}`);
        expect(untranslated, `${where} has no translation for`).toEqual([]);
      }
    }
    expect(count).toBeGreaterThan(300);
  }, 60_000); // Extraction parses every source file that imports Lingui: seconds on a busy machine.
});

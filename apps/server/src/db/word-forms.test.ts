import { describe, expect, it } from 'vitest';
import {
  searchedWordForms,
  stemmedLanguage,
  STEM_MARKS,
  withWordForms,
  wordForm,
  WRITTEN_MARK,
} from './word-forms';

describe('word forms per language (issue 44)', () => {
  it('stems English as before and Spanish by its own rules', () => {
    expect(wordForm('running')).toBe('run');
    expect(wordForm('running', 'en')).toBe('run');
    expect(wordForm('impuestos', 'es')).toBe(wordForm('impuesto', 'es'));
    expect(wordForm('naciones', 'es')).toBe(wordForm('nacion', 'es'));
    expect(wordForm('bajamos', 'es')).toBe(wordForm('bajar', 'es'));
    // English rules leave these apart.
    expect(wordForm('bajamos', 'en')).not.toBe(wordForm('bajar', 'en'));
  });

  it("looks for a Spanish word in both numbers, as Snowball reads 'gobiernos' as a verb", () => {
    // The stemmer's own answer, which the singular and plural are asked for to get round.
    expect(wordForm('gobiernos', 'es')).not.toBe(wordForm('gobierno', 'es'));
    expect(searchedWordForms('gobiernos', 'es')).toContain(wordForm('gobierno', 'es'));
    expect(searchedWordForms('gobierno', 'es')).toContain(wordForm('gobiernos', 'es'));
    expect(searchedWordForms('leyes', 'es')).toContain(wordForm('ley', 'es'));
    expect(searchedWordForms('running', 'en')).toEqual(['run']);
    expect(searchedWordForms('2024', 'es')).toEqual(['2024']);
  });

  it("indexes an inTell's stems with its language's mark, and another language's words marked as written", () => {
    // 'los' is its own stem, found as written.
    expect(withWordForms('Los gobiernos', 'es')).toBe(`Los gobiernos\n${STEM_MARKS.es}gobi`);
    expect(withWordForms('Phones banned')).toBe(
      `Phones banned\n${STEM_MARKS.en}phone ${STEM_MARKS.en}ban`,
    );
    expect(withWordForms('Téléphones interdits', 'fr')).toBe(
      `Téléphones interdits\n${WRITTEN_MARK}telephones ${WRITTEN_MARK}interdits`,
    );
    expect(withWordForms('', 'fr')).toBe('');
  });

  it('stems only the languages it has a stemmer for', () => {
    expect(stemmedLanguage('en')).toBe('en');
    expect(stemmedLanguage('es')).toBe('es');
    expect(stemmedLanguage('fr')).toBeNull();
    expect(stemmedLanguage('constructor')).toBeNull();
  });
});

import { CONTENT_LANGUAGES } from '@thoughtful/shared';
import { supportedLanguages, toISO2 } from 'tinyld';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { detectContentLanguage, languageSample } from './content-language';
import { authorsLanguage } from './ideas.service';

/** inTell titles as members write them: short, and so the hard case for a detector. */
const ENGLISH_TITLES = [
  'Phones should be banned in schools',
  'Climate change is caused by humans',
  'The government must lower taxes',
  'Homework does not help young children',
  'Nuclear power is the safest energy',
  'Social media harms teenagers',
  'We need more bike lanes',
  'Free school meals for everyone',
  'Voting age should be sixteen',
  'Zoos protect endangered animals',
  'Remote work is here to stay',
  'Electric cars are not green enough',
  'Exams measure memory, not understanding',
  'Art matters as much as maths',
  'The minimum wage should rise',
  'Cities should ban cars downtown',
  'Plastic bags should cost more',
  'Running every day is good for you',
  'Tourism is ruining Venice',
  'Uniforms make pupils equal',
  'AI will replace many jobs',
  'Space exploration is worth the cost',
  'Fast fashion wastes water',
  'Libraries are still essential',
  'Video games teach problem solving',
  'Meat should be taxed',
  'Everyone should learn a second language',
  'Police need body cameras',
  'Public transport should be free',
  'Sugar is as addictive as drugs',
  'Democracy needs a free press',
  'Trees cool our streets',
  'Screen time hurts sleep',
  'Tests start too early in the morning',
  'Recycling alone will not save us',
  'Good teachers change lives',
  'Renewables are cheaper now',
  'Water is a human right',
  'Borders should be open',
  'Ban junk food adverts',
];

const SPANISH_TITLES = [
  'El gobierno debe bajar los impuestos',
  'Los móviles deberían prohibirse en clase',
  'El cambio climático lo causan los humanos',
  'Los deberes no ayudan a los niños',
  'La energía nuclear es la más segura',
  'Las redes sociales dañan a los adolescentes',
  'Necesitamos más carriles bici',
  'Comedor escolar gratis para todos',
  'Votar a los dieciséis años',
  'Los zoológicos protegen especies',
  'El teletrabajo ha llegado para quedarse',
  'Los coches eléctricos no son tan verdes',
  'Los exámenes miden memoria, no comprensión',
  'El arte importa tanto como las matemáticas',
  'Hay que subir el salario mínimo',
  'Prohibir los coches en el centro',
  'Las bolsas de plástico deben costar más',
  'Correr cada día es bueno para la salud',
  'El turismo arruina Venecia',
  'El uniforme iguala a los alumnos',
  'La IA sustituirá muchos empleos',
  'Explorar el espacio vale la pena',
  'La moda rápida desperdicia agua',
  'Las bibliotecas siguen siendo esenciales',
  'Los videojuegos enseñan a resolver problemas',
  'Hay que gravar la carne',
  'Todos deberían aprender otro idioma',
  'La policía necesita cámaras corporales',
  'Transporte público gratuito',
  'El azúcar engancha como una droga',
  'La democracia necesita prensa libre',
  'Los árboles refrescan las calles',
  'Las pantallas quitan horas de sueño',
  'Las clases empiezan demasiado temprano',
  'Reciclar no basta',
  'Un buen profesor cambia vidas',
  'Las renovables ya son más baratas',
  'El agua es un derecho humano',
  'Fronteras abiertas',
  'Prohibir la publicidad de comida basura',
];

/** How many titles are detected right when the fallback is the other language (the worst case). */
function rightAgainstFallback(titles: string[], language: 'en' | 'es'): string[] {
  const other = language === 'en' ? 'es' : 'en';
  return titles.filter((title) => detectContentLanguage(title, other) !== language);
}

describe('detectContentLanguage (issue 44)', () => {
  it('tells 40 English and 40 Spanish titles apart: at most one of each wrong', () => {
    // Measured: 79 of 80 right with the fallback the other language (the one wrong is
    // 'Fronteras abiertas', which the detector cannot tell and leaves to the fallback); tinyld's
    // own best guess among its 60 languages was right for 63 (docs/decisions).
    const wrongEnglish = rightAgainstFallback(ENGLISH_TITLES, 'en');
    const wrongSpanish = rightAgainstFallback(SPANISH_TITLES, 'es');
    expect(wrongEnglish).toEqual([]);
    expect(wrongSpanish).toEqual(['Fronteras abiertas']);
  });

  it("falls back to the author's or installation's language when the text does not tell", () => {
    expect(detectContentLanguage('Fronteras abiertas', 'es')).toBe('es');
    for (const unclear of ['', '   ', '2024', '!!! ???', '🌍🌍', 'OK']) {
      expect(detectContentLanguage(unclear, 'es')).toBe('es');
      expect(detectContentLanguage(unclear, 'en')).toBe('en');
    }
  });

  it('knows other languages when it is sure of them', () => {
    expect(detectContentLanguage('Les téléphones doivent être interdits à l’école', 'en')).toBe(
      'fr',
    );
    expect(detectContentLanguage('Die Regierung muss die Steuern senken', 'en')).toBe('de');
    expect(detectContentLanguage('O governo deve baixar os impostos', 'en')).toBe('pt');
    expect(detectContentLanguage('Правительство должно снизить налоги', 'en')).toBe('ru');
  });

  it('reads the headline, the body and the quotation together', () => {
    expect(languageSample(['Fronteras', '', 'abiertas para todos los que llegan'])).toBe(
      'Fronteras\nabiertas para todos los que llegan',
    );
    expect(
      detectContentLanguage(
        languageSample(['Fronteras', 'Las fronteras deberían estar abiertas para todos', '']),
        'en',
      ),
    ).toBe('es');
  });

  it('offers exactly the ISO 639-1 codes of the languages the detector knows', () => {
    const detectorCodes = supportedLanguages.map((code) => toISO2(code));
    // tinyld also knows Berber and Klingon, which have no two-letter code.
    expect([...CONTENT_LANGUAGES].sort()).toEqual(
      detectorCodes.filter((code) => /^[a-z]{2}$/.test(code)).sort(),
    );
  });
});

describe("authorsLanguage: the fallback is the member's own language, else the installation's", () => {
  const member = { id: 'u1' } as UserRow;
  it('takes her stored language once members have one, and ignores one it does not know', () => {
    expect(authorsLanguage(member, 'es')).toBe('es');
    expect(authorsLanguage({ ...member, language: 'en' }, 'es')).toBe('en');
    expect(authorsLanguage({ ...member, language: null }, 'es')).toBe('es');
    expect(authorsLanguage({ ...member, language: 'xx' }, 'en')).toBe('en');
  });
});

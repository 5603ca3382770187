import {
  agentAgentLinkSentences,
  ideaAgentLinkSentences,
  ideaIdeaLinkSentences,
  type LinkRaterCounts,
} from '@thoughtful/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../lib/i18n';
import {
  agentAgentLinkSentencesIn,
  ideaAgentLinkSentencesIn,
  ideaIdeaLinkSentencesIn,
} from './link-sentence-words';

/**
 * The web words the link pages' sentences as whole ICU messages; their English must stay the
 * shared package's words exactly, over a grid of figures that reaches every sentence and band.
 */
const LEVELS = [-1, -0.7, -0.66, -0.5, -0.33, -0.1, 0, 0.1, 0.33, 0.5, 0.6599, 0.66, 1];
const SIGNIFICANCES = [0, 0.1, 2.5];
const SHARES = [0, 0.5, 0.51];

function counts(): LinkRaterCounts[] {
  const out: LinkRaterCounts[] = [];
  for (const total of [0, 1, 2, 3, 4, 5])
    for (let support = 0; support <= total; support += 1)
      for (let oppose = 0; oppose + support <= total; oppose += 1)
        for (let neutral = 0; neutral + oppose + support <= total; neutral += 1) {
          const rest = total - support - oppose - neutral;
          for (const similar of [0, rest])
            for (const reversed of [0, 1, total].filter((n) => n <= total))
              out.push({
                total,
                support,
                oppose,
                neutral,
                similar,
                complex: rest - similar,
                reversed,
              });
        }
  return out;
}

afterEach(async () => {
  await activateLanguage('en');
});

describe('link sentences in the web', () => {
  it('say in English exactly what the shared package says (inTell to inTell)', () => {
    const same = (figures: Parameters<typeof ideaIdeaLinkSentences>[0], raters: LinkRaterCounts) =>
      expect(ideaIdeaLinkSentencesIn(figures, raters)).toEqual(
        ideaIdeaLinkSentences(figures, raters),
      );
    const base = {
      significanceSupportOppose: 1,
      significanceSimilar: 0.5,
      significanceComplex: 1,
      avgLevelSupportOppose: 0.5,
      avgLevelReversed: 0,
    };
    // Every head count, against figures that lean each way.
    for (const raters of counts())
      for (const avgLevelSupportOppose of [-0.5, 0, 0.5]) {
        same({ ...base, avgLevelSupportOppose }, raters);
      }
    // Every band, weight and direction, for a few head counts.
    const few = counts().filter((_, index) => index % 37 === 0);
    for (const raters of few)
      for (const avgLevelSupportOppose of LEVELS)
        for (const significanceSupportOppose of SIGNIFICANCES)
          for (const avgLevelReversed of SHARES) {
            same(
              { ...base, significanceSupportOppose, avgLevelSupportOppose, avgLevelReversed },
              raters,
            );
          }
  });

  it('say in English exactly what the shared package says (waveMakers)', () => {
    for (const avgLevel of LEVELS) {
      expect(ideaAgentLinkSentencesIn({ avgLevel })).toEqual(ideaAgentLinkSentences({ avgLevel }));
      for (const significanceSupportOppose of SIGNIFICANCES)
        for (const significanceSimilar of SIGNIFICANCES) {
          const figures = {
            significanceSupportOppose,
            significanceSimilar,
            avgLevelSupportOppose: avgLevel,
          };
          expect(agentAgentLinkSentencesIn(figures)).toEqual(agentAgentLinkSentences(figures));
        }
    }
  });

  it('speak Spanish, counting the raters and writing decimals with a comma', async () => {
    await activateLanguage('es');
    expect(i18n.locale).toBe('es');
    const raters = {
      total: 3,
      support: 2,
      oppose: 1,
      neutral: 0,
      similar: 0,
      complex: 0,
      reversed: 1,
    };
    const sentences = ideaIdeaLinkSentencesIn(
      {
        significanceSupportOppose: 1.5,
        significanceSimilar: 0,
        significanceComplex: 0,
        avgLevelSupportOppose: 0.5,
        avgLevelReversed: 0.2,
      },
      raters,
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'La mayoría (2 de 3) lo ve como apoyo.',
      'Ponderado por su seguridad, se lee como apoyo.',
      'Nadie ve los dos inTells como similares ni el enlace como complejo.',
      '1 de 3 personas lo lee al revés (el efecto influye en la causa), pero el enlace sigue leyéndose de la causa al efecto.',
    ]);
    expect(sentences[1]?.howWorkedOut).toContain('«Apoyo» es cuando la media es al menos 0,33');
    expect(ideaAgentLinkSentencesIn({ avgLevel: -1 })[0]?.text).toBe(
      'Ponderado por la seguridad de quienes valoran, el inTell debilita mucho al waveMaker.',
    );
  });
});

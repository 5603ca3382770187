import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cruxSayingOf } from './cruxes';
import { bridgingSaying, bridgingSentence, disagreementOf } from './idea-viewpoints';
import {
  OLD_KIND_SENTENCES,
  oldBridgingSentence,
  oldReasonOf,
} from './testing/english-before-sayings';
import { DISAGREEMENT_KINDS, VIEWPOINT_SCALES, viewpointGroupName } from './viewpoint-constants';
import * as MESSAGES from './viewpoint-sentence-messages';
import {
  SAY_ENGLISH,
  sayCruxReason,
  sayDisagreement,
  sayGroupName,
  sayScaleSentence,
  type CruxSaying,
  type ScaleSaying,
  type ViewpointSay,
} from './viewpoint-sentences';

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const groupMeans = fc
  .uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 5 })
  .chain((indexes) =>
    fc.tuple(...indexes.map((index) => unit.map((unitMean) => ({ index, unitMean })))),
  );
const spread = fc.tuple(unit, fc.integer({ min: 1, max: 4 })).map(([t, w]) => (t * w) / 4);
const split = fc.option(
  fc.record({
    spread: unit,
    high: fc.integer({ min: 0, max: 4 }),
    low: fc.integer({ min: 0, max: 4 }),
  }),
);

describe('the English of the viewpoint sentences', () => {
  it('is byte-identical to the sentences built before their words moved (bridging)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VIEWPOINT_SCALES),
        unit,
        spread,
        groupMeans,
        (scale, bridged, spreadUnit, groups) => {
          expect(bridgingSentence(scale, bridged, spreadUnit, groups)).toBe(
            oldBridgingSentence(scale, bridged, spreadUnit, groups),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('says every phrase of every scale and band as before, for two to five groups', () => {
    for (const scale of VIEWPOINT_SCALES) {
      for (let band = 0; band < 5; band += 1) {
        const mean = band / 5 + 0.1;
        for (let count = 2; count <= 5; count += 1) {
          const groups = Array.from({ length: count }, (_, index) => ({ index, unitMean: mean }));
          expect(bridgingSentence(scale, mean, 0, groups)).toBe(
            oldBridgingSentence(scale, mean, 0, groups),
          );
          const apart = groups.map((g, i) => ({ ...g, unitMean: ((band + i) % 5) / 5 + 0.1 }));
          expect(bridgingSentence(scale, mean, 0.5, apart)).toBe(
            oldBridgingSentence(scale, mean, 0.5, apart),
          );
        }
      }
    }
  });

  it('says each kind of disagreement as before', () => {
    for (const kind of DISAGREEMENT_KINDS) {
      expect(sayDisagreement(kind, SAY_ENGLISH)).toBe(OLD_KIND_SENTENCES[kind]);
    }
    expect(disagreementOf({ sound: 0.9 }).sentence).toBe(OLD_KIND_SENTENCES.facts);
  });

  it("says a crux's reason as before", () => {
    fc.assert(
      fc.property(split, split, fc.integer({ min: 1, max: 6 }), (sound, link, depth) => {
        fc.pre(sound !== null || link !== null);
        expect(sayCruxReason(cruxSayingOf(sound, link, depth), SAY_ENGLISH)).toBe(
          oldReasonOf(sound, link, depth),
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('names a group as before', () => {
    for (let index = 0; index < 5; index += 1) {
      expect(sayGroupName(index, SAY_ENGLISH)).toBe(`Group ${'ABCDE'[index]}`);
      expect(viewpointGroupName(index)).toBe(`Group ${'ABCDE'[index]}`);
    }
  });
});

/** A constant's message by its code ('VIEWPOINT_PHRASES.sound4Many'). */
function constantOf(code: string): unknown {
  const [name, key] = code.split('.');
  return (MESSAGES as Record<string, Record<string, unknown>>)[name!]?.[key!];
}

/**
 * A `say` that words nothing: it checks that the code names a constant whose English is what was
 * passed, then answers ‹code(values)›, so a word the composer added itself would show outside them.
 */
const fakeSay: ViewpointSay = (code, english, values = []) => {
  const constant = constantOf(code);
  if (typeof constant === 'string') expect(english).toBe(constant);
  else if (typeof constant === 'function') {
    expect(english).toBe((constant as (...args: unknown[]) => string)(...values));
  } else throw new Error(`No message ${code}`);
  return `‹${code}(${values.join(',')})›`;
};

/** ‹code(…)› whose values are said ones (X), numbers or a group's letter, folded to X until none. */
function allSaid(text: string): boolean {
  const innermost = /‹[A-Z_]+\.[A-Za-z0-9]+\(((?:X|\d+|[A-E])(?:,(?:X|\d+|[A-E]))*)?\)›/g;
  let left = text;
  for (let before = ''; before !== left;) {
    before = left;
    left = left.replace(innermost, 'X');
  }
  return left === 'X';
}

describe('the composer', () => {
  const scaleSayings: ScaleSaying[] = [
    { kind: 'alike', groups: 2, band: 4 },
    { kind: 'alike', groups: 3, band: 0 },
    {
      kind: 'differ',
      groups: [
        { index: 1, band: 4 },
        { index: 0, band: 1 },
      ],
    },
    {
      kind: 'differ',
      groups: [
        { index: 2, band: 3 },
        { index: 0, band: 2 },
        { index: 3, band: 1 },
        { index: 1, band: 0 },
      ],
    },
  ];
  const cruxSayings: CruxSaying[] = [
    { sounder: { higher: 1, lower: 0, far: true }, supports: null, depth: 1 },
    { sounder: { higher: 0, lower: 2, far: false }, supports: null, depth: 2 },
    {
      sounder: { higher: 1, lower: 0, far: true },
      supports: { higher: 0, lower: 1, target: 'linked' },
      depth: 4,
    },
    { sounder: null, supports: { higher: 0, lower: 1, target: 'question' }, depth: 1 },
  ];

  it('says every part of a scale sentence through `say`', () => {
    for (const scale of VIEWPOINT_SCALES) {
      for (const saying of scaleSayings) {
        const said = sayScaleSentence(scale, saying, fakeSay);
        expect(allSaid(said), said).toBe(true);
      }
    }
    expect(sayScaleSentence('sound', scaleSayings[2]!, fakeSay)).toBe(
      '‹VIEWPOINT_SENTENCES.differ(‹VIEWPOINT_TOPICS.sound()›,‹VIEWPOINT_SENTENCES.twoGroups(‹VIEWPOINT_SENTENCES.groupSays(‹VIEWPOINT_GROUPS.name(B)›,‹VIEWPOINT_PHRASES.sound4One()›)›,‹VIEWPOINT_SENTENCES.groupSays(‹VIEWPOINT_GROUPS.name(A)›,‹VIEWPOINT_PHRASES.sound1One()›)›)›)›',
    );
  });

  it("says every part of a crux's reason, a disagreement and a group's name through `say`", () => {
    for (const saying of cruxSayings) {
      const said = sayCruxReason(saying, fakeSay);
      expect(allSaid(said), said).toBe(true);
    }
    for (const kind of DISAGREEMENT_KINDS)
      expect(allSaid(sayDisagreement(kind, fakeSay))).toBe(true);
    expect(sayGroupName(2, fakeSay)).toBe('‹VIEWPOINT_GROUPS.name(C)›');
  });

  it('words a sentence in whatever language `say` speaks, the verb agreeing with one or many', () => {
    const spanish: Record<string, string> = {
      'VIEWPOINT_PHRASES.sound4Many': 'lo consideran sólido',
      'VIEWPOINT_PHRASES.sound4One': 'lo considera sólido',
      'VIEWPOINT_PHRASES.sound0One': 'lo considera poco sólido',
      'VIEWPOINT_SENTENCES.bothGroups': 'Ambos grupos {0}.',
      'VIEWPOINT_SENTENCES.groupSays': 'el {0} {1}',
      'VIEWPOINT_SENTENCES.twoGroups': '{0}, mientras que {1}',
      'VIEWPOINT_SENTENCES.differ': 'Los grupos difieren en {0}: {1}.',
      'VIEWPOINT_TOPICS.sound': 'lo sólido que es',
      'VIEWPOINT_GROUPS.name': 'Grupo {0}',
    };
    const say: ViewpointSay = (code, english, values = []) =>
      spanish[code]?.replace(/\{(\d)\}/g, (_, i: string) => String(values[Number(i)])) ?? english;
    expect(sayScaleSentence('sound', { kind: 'alike', groups: 2, band: 4 }, say)).toBe(
      'Ambos grupos lo consideran sólido.',
    );
    expect(
      sayScaleSentence(
        'sound',
        {
          kind: 'differ',
          groups: [
            { index: 0, band: 4 },
            { index: 1, band: 0 },
          ],
        },
        say,
      ),
    ).toBe(
      'Los grupos difieren en lo sólido que es: el Grupo A lo considera sólido, mientras que el Grupo B lo considera poco sólido.',
    );
  });

  it('is what the server sends: a saying says its English sentence', () => {
    const saying = bridgingSaying(0.5, 0.6, [
      { index: 0, unitMean: 0.1 },
      { index: 1, unitMean: 0.9 },
    ]);
    expect(saying).toEqual({
      kind: 'differ',
      groups: [
        { index: 1, band: 4 },
        { index: 0, band: 0 },
      ],
    });
    expect(sayScaleSentence('emotion', saying, SAY_ENGLISH)).toBe(
      'The groups differ on how it makes them feel: Group B feels positive about it, while Group A feels negative about it.',
    );
  });
});

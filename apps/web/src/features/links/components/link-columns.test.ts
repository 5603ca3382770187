import type { AgentDto, IdeaDto } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { agentColumnItems } from './agent-link-views';
import { ideaColumnItems, quoteColumnItems } from './idea-link-views';

const figures = (f: Partial<IdeaDto['linkedIdeas'][number]['link']>) => ({
  _id: 'l',
  date: '2024-01-01T00:00:00.000Z',
  significanceSupportOppose: 0,
  significanceSimilar: 0,
  significanceComplex: 0,
  avgLevelSupportOppose: 0,
  avgLevelReversed: 0,
  ...f,
});
const summary = (id: string) => ({ _id: id, label: `Idea ${id}` }) as never;
const agentSummary = (id: string) => ({ _id: id, name: `Agent ${id}`, url: '', image: '' });

describe('columns of the idea screen (content §4)', () => {
  it('puts each link in its column, by direction and sign', () => {
    const idea = {
      _id: 'main',
      linkedIdeas: [
        {
          link: figures({ _id: 'a', significanceSupportOppose: 1, avgLevelSupportOppose: 1 }),
          other: summary('a'),
          thisIsCause: true,
        },
        {
          link: figures({ _id: 'b', significanceSupportOppose: 1, avgLevelSupportOppose: 1 }),
          other: summary('b'),
          thisIsCause: false,
        },
        {
          link: figures({ _id: 'c', significanceSupportOppose: 1, avgLevelSupportOppose: -1 }),
          other: summary('c'),
          thisIsCause: false,
        },
        {
          link: figures({
            _id: 'd',
            significanceSupportOppose: 1,
            avgLevelSupportOppose: -1,
            avgLevelReversed: 1,
          }),
          other: summary('d'),
          thisIsCause: false,
        },
        {
          link: figures({ _id: 'e', significanceSimilar: 1 }),
          other: summary('e'),
          thisIsCause: true,
        },
        {
          link: figures({ _id: 'f', significanceComplex: 1 }),
          other: summary('f'),
          thisIsCause: false,
        },
      ],
      linkedAgents: [
        { link: { _id: 'g', date: '', avgLevel: 0.5 }, other: agentSummary('g') },
        { link: { _id: 'h', date: '', avgLevel: -0.5 }, other: agentSummary('h') },
      ],
    } as unknown as IdeaDto;
    const columns = ideaColumnItems(idea);
    const keys = (name: keyof typeof columns) => columns[name].map((item) => item.key);
    expect(keys('supports')).toEqual(['a']);
    expect(keys('supportedBy')).toEqual(['b']);
    expect(keys('opposedBy')).toEqual(['c']);
    expect(keys('opposes')).toEqual(['d']);
    expect(keys('similar')).toEqual(['e']);
    expect(keys('synthesis')).toEqual(['f']);
    expect(keys('strengthens')).toEqual(['g']);
    expect(keys('weakens')).toEqual(['h']);
    // Each card goes through this inTell's interpretation gate to the link's page (content §2
    // 'Route mode and field': /idea/{id}/100/{otherIdeaId}, /idea/{id}/200/{agentId}).
    expect(columns.supports[0]?.href).toBe('/idea/main/100/a');
    expect(columns.strengthens[0]?.href).toBe('/idea/main/200/g');
    expect(
      Object.values(columns)
        .flat()
        .every((item) => item.href.startsWith('/idea/main/')),
    ).toBe(true);
  });

  it("keeps the read's order, most significant first, in a column fed from both ends", () => {
    // 'Supports' takes links where this inTell is the cause, and links where it is the effect
    // but most of the weight reads them the other way round.
    const support = (id: string, weight: number, thisIsCause: boolean) => ({
      link: figures({
        _id: id,
        significanceSupportOppose: weight,
        avgLevelSupportOppose: 1,
        avgLevelReversed: thisIsCause ? 0 : 1,
      }),
      other: summary(id),
      thisIsCause,
    });
    const idea = {
      linkedIdeas: [
        support('heavy', 2, false),
        support('middle', 1.5, true),
        support('tie-a', 1, false),
        support('tie-b', 1, true),
        support('light', 0.5, false),
      ],
      linkedAgents: [],
    } as unknown as IdeaDto;
    expect(ideaColumnItems(idea).supports.map((item) => item.key)).toEqual([
      'heavy',
      'middle',
      'tie-a',
      'tie-b',
      'light',
    ]);
  });
});

describe('columns of the agent screen (content §4)', () => {
  it('sorts friends, foes, similar waveMakers and inTells', () => {
    const agent = {
      _id: 'w',
      linkedAgents: [
        {
          link: {
            _id: 'f',
            date: '',
            significanceSupportOppose: 1,
            significanceSimilar: 0,
            avgLevelSupportOppose: 1,
          },
          other: agentSummary('f'),
          thisIsAgent1: true,
        },
        {
          link: {
            _id: 'x',
            date: '',
            significanceSupportOppose: 1,
            significanceSimilar: 0,
            avgLevelSupportOppose: -1,
          },
          other: agentSummary('x'),
          thisIsAgent1: false,
        },
        {
          link: {
            _id: 's',
            date: '',
            significanceSupportOppose: 0,
            significanceSimilar: 1,
            avgLevelSupportOppose: 0,
          },
          other: agentSummary('s'),
          thisIsAgent1: true,
        },
      ],
      linkedIdeas: [
        { link: { _id: 'i', date: '', avgLevel: 1 }, other: summary('i') },
        { link: { _id: 'j', date: '', avgLevel: -1 }, other: summary('j') },
      ],
    } as unknown as AgentDto;
    const columns = agentColumnItems(agent);
    expect(columns.friends.map((item) => item.key)).toEqual(['f']);
    expect(columns.foes.map((item) => item.key)).toEqual(['x']);
    expect(columns.similar.map((item) => item.key)).toEqual(['s']);
    expect(columns.strengthenedBy.map((item) => item.key)).toEqual(['i']);
    expect(columns.weakenedBy.map((item) => item.key)).toEqual(['j']);
    // Through this waveMaker's rating gate to the link's page (modes 300 and 400).
    expect(columns.foes[0]?.href).toBe('/agent/w/400/x');
    expect(columns.strengthenedBy[0]?.href).toBe('/agent/w/300/i');
  });
});

describe('quotes and key points below an inTell (content §2 view 3)', () => {
  it('puts quotes under Quotes from above and key points under Key points from above, in order', () => {
    const quote = (id: string, kind: 'quote' | 'keyPoint') =>
      ({ _id: id, label: `Entry ${id}`, kind }) as IdeaDto['quotes'][number];
    const idea = {
      quotes: [quote('q2', 'quote'), quote('k1', 'keyPoint'), quote('q1', 'quote')],
    } as IdeaDto;
    const columns = quoteColumnItems(idea);
    expect(columns.quote.map((item) => [item.label, item.href])).toEqual([
      ['Entry q2', '/idea/q2'],
      ['Entry q1', '/idea/q1'],
    ]);
    expect(columns.keyPoint.map((item) => item.key)).toEqual(['k1']);
  });
});

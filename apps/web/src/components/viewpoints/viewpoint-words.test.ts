import { viewpointGroupName } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { groupsCount, people, VIEWPOINT_WORDS as W } from './viewpoint-words';

describe('viewpoint words', () => {
  it('name a group as the shared package does, with its size', () => {
    for (const index of [0, 1, 2, 5]) {
      expect(W.groupName(index)).toBe(viewpointGroupName(index));
      expect(W.groupLabel(index, 1)).toBe(`${viewpointGroupName(index)}, 1 person`);
      expect(W.groupLabel(index, 12)).toBe(`${viewpointGroupName(index)}, 12 people`);
    }
    expect(W.everyoneLabel(3)).toBe('Everyone, 3 people');
  });

  it('count people and groups', () => {
    expect(people(1)).toBe('1 person');
    expect(people(0)).toBe('0 people');
    expect(groupsCount(1)).toBe('1 group');
    expect(groupsCount(2)).toBe('2 groups');
  });
});

import { describe, expect, it } from 'vitest';
import { SUPPORT_DAMAGE_SCALE } from '../constants';
import {
  confidenceWords,
  formatSliderNumber,
  plotAxisRange,
  scaleEndWords,
  SCALE_VALUE_RANGES,
  sliderValueText,
  sliderWords,
} from './slider-words';

describe('slider words (DESIGN.md §6: Somewhat = 0.5, Very = 1 in magnitude)', () => {
  it('words the emotion by side: Somewhat from 0.25, Very from 0.75', () => {
    const cases: [number, string][] = [
      [-1, 'Very negative'],
      [-0.75, 'Very negative'],
      [-0.74, 'Somewhat negative'],
      [-0.5, 'Somewhat negative'],
      [-0.25, 'Somewhat negative'],
      [-0.24, 'Neutral'],
      [0, 'Neutral'],
      [0.24, 'Neutral'],
      [0.25, 'Somewhat positive'],
      [0.5, 'Somewhat positive'],
      [0.74, 'Somewhat positive'],
      [0.75, 'Very positive'],
      [1, 'Very positive'],
    ];
    for (const [value, words] of cases)
      expect([value, sliderWords('emotion', value)]).toEqual([value, words]);
  });

  it('words a 0 … 1 scale by its adjective, and its 0 end', () => {
    expect(sliderWords('sound', 0)).toBe('Unsound');
    expect(sliderWords('sound', 0.24)).toBe('Unsound');
    expect(sliderWords('sound', 0.25)).toBe('Somewhat sound');
    expect(sliderWords('sound', 0.5)).toBe('Somewhat sound');
    expect(sliderWords('sound', 0.74)).toBe('Somewhat sound');
    expect(sliderWords('sound', 0.75)).toBe('Very sound');
    expect(sliderWords('sound', 1)).toBe('Very sound');
    expect(sliderWords('authorIntent', 0)).toBe('One-sided');
    expect(sliderWords('authorIntent', 0.5)).toBe('Somewhat balanced');
    expect(sliderWords('authorIntent', 1)).toBe('Very balanced');
    expect(sliderWords('goodFaith', 0)).toBe('In bad faith');
    expect(sliderWords('goodFaith', 0.5)).toBe('Somewhat in good faith');
    expect(sliderWords('goodFaith', 1)).toBe('Very much in good faith');
    expect(sliderWords('heartOfIssue', 0.1)).toBe('Not important');
    expect(sliderWords('heartOfIssue', 0.6)).toBe('Somewhat important');
    expect(sliderWords('heartOfIssue', 0.9)).toBe('Very important');
  });

  it('words the seven points of the support/damage scale (content §3), and the nearest point between them', () => {
    expect(SUPPORT_DAMAGE_SCALE.map((v) => sliderWords('supportLevel', v))).toEqual([
      'Totally damaged',
      'Mostly damaged',
      'Somewhat damaged',
      'Neither damaged nor supported',
      'Somewhat supported',
      'Mostly supported',
      'Totally supported',
    ]);
    expect(sliderWords('supportLevel', 0.16)).toBe('Neither damaged nor supported');
    expect(sliderWords('supportLevel', 0.17)).toBe('Somewhat supported');
    expect(sliderWords('supportLevel', -0.9)).toBe('Totally damaged');
  });

  it('says Not answered for -2 and null', () => {
    expect(sliderWords('emotion', -2)).toBe('Not answered');
    expect(sliderWords('sound', null)).toBe('Not answered');
    expect(sliderValueText('sound', undefined)).toBe('Not answered');
  });

  it('adds the number to aria-valuetext, at most two decimals', () => {
    expect(sliderValueText('emotion', 0.6)).toBe('Somewhat positive (0.6)');
    expect(sliderValueText('sound', 1 / 3)).toBe('Somewhat sound (0.33)');
    expect(sliderValueText('emotion', -0.001)).toBe('Neutral (0)');
    expect(formatSliderNumber(-0.666)).toBe('-0.67');
    expect(formatSliderNumber(2)).toBe('2');
  });
});

describe('confidence words (content §2, §9; DESIGN.md §6)', () => {
  it('names the three choices and the three expertise statements', () => {
    expect(confidenceWords(0.1)).toBe('I guess');
    expect(confidenceWords(0.5)).toBe('I think so');
    expect(confidenceWords(1)).toBe('I know');
    expect(confidenceWords(2)).toBe('I have an above-average understanding of this topic.');
    expect(confidenceWords(3)).toBe('I am very knowledgeable about this topic.');
    expect(confidenceWords(4)).toBe('I am an expert on this topic.');
    expect(confidenceWords(0.7)).toBeNull();
    expect(confidenceWords(null)).toBeNull();
  });
});

describe('each scale on its own range, its ends in words', () => {
  it('runs author intent, soundness, good faith and heart of issue 0 … 1, the rest -1 … 1', () => {
    expect(SCALE_VALUE_RANGES).toEqual({
      emotion: { min: -1, max: 1 },
      authorIntent: { min: 0, max: 1 },
      sound: { min: 0, max: 1 },
      score: { min: -1, max: 1 },
      goodFaith: { min: 0, max: 1 },
      heartOfIssue: { min: 0, max: 1 },
      supportLevel: { min: -1, max: 1 },
    });
  });

  it("draws -1 … 1 on the spec's -1.15 … 1.15 and 0 … 1 on -0.075 … 1.075", () => {
    expect(plotAxisRange('emotion')).toEqual({ min: -1.15, max: 1.15 });
    expect(plotAxisRange('supportLevel')).toEqual({ min: -1.15, max: 1.15 });
    expect(plotAxisRange('authorIntent')).toEqual({ min: -0.075, max: 1.075 });
    expect(plotAxisRange('sound')).toEqual({ min: -0.075, max: 1.075 });
  });

  it("words each plot's ends as its slider does", () => {
    expect(scaleEndWords('authorIntent')).toEqual({ min: 'One-sided', max: 'Very balanced' });
    expect(scaleEndWords('sound')).toEqual({ min: 'Unsound', max: 'Very sound' });
    expect(scaleEndWords('emotion')).toEqual({ min: 'Very negative', max: 'Very positive' });
    expect(scaleEndWords('supportLevel')).toEqual({
      min: 'Totally damaged',
      max: 'Totally supported',
    });
    expect(scaleEndWords('goodFaith')).toEqual({
      min: 'In bad faith',
      max: 'Very much in good faith',
    });
    expect(scaleEndWords('heartOfIssue')).toEqual({ min: 'Not important', max: 'Very important' });
    expect(scaleEndWords('score')).toEqual({ min: 'Distortion', max: 'Signal' });
  });
});

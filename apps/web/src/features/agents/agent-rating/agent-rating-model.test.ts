import { makeAgent } from '../../../testing/content-fixtures';
import { describe, expect, it } from 'vitest';
import {
  axisReading,
  confidenceLabel,
  ownScale,
  plotFrame,
  pointFromClick,
  pointReading,
  toPlaneValue,
  toSvgX,
  toSvgY,
} from './agent-rating-model';

describe('agent rating model', () => {
  it('keeps a value inside the plane at slider precision', () => {
    expect(toPlaneValue(0.574)).toBe(0.57);
    expect(toPlaneValue(0.576)).toBe(0.58);
    expect(toPlaneValue(1.1)).toBe(1);
    expect(toPlaneValue(-1.15)).toBe(-1);
    expect(Object.is(toPlaneValue(-0.001), 0)).toBe(true);
  });

  it('draws the axes from -1.15 to 1.15 inside the margins, up positive', () => {
    const frame = plotFrame(595);
    expect(toSvgX(frame, -1.15)).toBe(frame.margin.left);
    expect(toSvgX(frame, 1.15)).toBeCloseTo(595 - frame.margin.right);
    expect(toSvgY(frame, 1.15)).toBe(frame.margin.top);
    expect(toSvgY(frame, -1.15)).toBeCloseTo(frame.height - frame.margin.bottom);
    expect(toSvgX(frame, 0)).toBeCloseTo(595 / 2);
  });

  it('turns a click back into the point drawn there, scaled and clamped', () => {
    const frame = plotFrame(395);
    const box = { left: 100, top: 50, width: frame.width, height: frame.height };
    const at = (x: number, y: number) =>
      pointFromClick(frame, box, 100 + toSvgX(frame, x), 50 + toSvgY(frame, y));
    expect(at(0.5, -0.3)).toEqual({ x: 0.5, y: -0.3 });
    expect(at(-0.71, 0.26)).toEqual({ x: -0.71, y: 0.26 });
    // Between the plane's edge and the axis end: clamped to the plane.
    expect(at(1.1, -1.12)).toEqual({ x: 1, y: -1 });
    // Drawn at half size: the same point is half as far from the corner.
    const half = { left: 0, top: 0, width: frame.width / 2, height: frame.height / 2 };
    expect(pointFromClick(frame, half, toSvgX(frame, 0.4) / 2, toSvgY(frame, 0.2) / 2)).toEqual({
      x: 0.4,
      y: 0.2,
    });
    expect(pointFromClick(frame, { left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toBeNull();
  });

  it('says a point in the axis words', () => {
    expect(pointReading({ x: 0.4, y: -0.25 })).toBe('Informs 0.40, Self-serving 0.25');
    expect(pointReading({ x: -1, y: 1 })).toBe('Misleads 1.00, Public-spirited 1.00');
    expect(axisReading(0, 'Misleads', 'Informs')).toBe('Midway between Misleads and Informs');
    expect(confidenceLabel(0.1)).toBe('I guess');
    expect(confidenceLabel(0.5)).toBe('I think so');
    expect(confidenceLabel(1)).toBe('I know');
  });

  it('finds the reader’s own rating', () => {
    const scale = (id: string) => ({
      user: { _id: id, name: id },
      x: 0,
      y: 0,
      confidence: 0.5,
      date: '2024-01-01T00:00:00.000Z',
    });
    const { scales } = makeAgent({ scales: [scale('u2'), scale('u1')] });
    expect(ownScale(scales, 'u1')?.user._id).toBe('u1');
    expect(ownScale(scales, 'u3')).toBeUndefined();
    expect(ownScale(scales, undefined)).toBeUndefined();
  });
});

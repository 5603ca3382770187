import {
  AGENT_PLANE_RANGE,
  CONFIDENCE,
  PLOT_AXIS_RANGE,
  type AgentScale,
  type ConfidenceChoice,
} from '@thoughtful/shared';
import { formatNumber } from '../../../lib/i18n';
import { AGENT_RATING_TEXT as T } from './agent-rating-text';

/** A point on the rating plane: x 'Misleads' -1 … 'Informs' 1, y 'Self-serving' -1 … 'Public-spirited' 1. */
export interface PlanePoint {
  x: number;
  y: number;
}

/** The three confidence choices in the order they are offered (content §2, §9). */
// Each label is worded when read, in the language spoken then.
export const CONFIDENCE_CHOICES: readonly { value: ConfidenceChoice; readonly label: string }[] = [
  {
    value: CONFIDENCE.GUESS,
    get label() {
      return T.confidence.guess;
    },
  },
  {
    value: CONFIDENCE.THINK_SO,
    get label() {
      return T.confidence.thinkSo;
    },
  },
  {
    value: CONFIDENCE.KNOW,
    get label() {
      return T.confidence.know;
    },
  },
];

export function isConfidenceChoice(value: number): value is ConfidenceChoice {
  return CONFIDENCE_CHOICES.some((choice) => choice.value === value);
}

export function confidenceLabel(value: number): string {
  return CONFIDENCE_CHOICES.find((choice) => choice.value === value)?.label ?? String(value);
}

/** Slider step and the precision a picked point is kept at. */
export const PLANE_STEP = 0.01;

/** A value held inside the plane (-1 … 1) at slider precision, so both inputs agree. */
export function toPlaneValue(value: number): number {
  const clamped = Math.min(AGENT_PLANE_RANGE.MAX, Math.max(AGENT_PLANE_RANGE.MIN, value));
  const steps = Math.round(1 / PLANE_STEP);
  // Divided (not multiplied by the step) so 0.57 stays 0.57; `+ 0` turns -0 into 0.
  return Math.round(clamped * steps) / steps + 0;
}

/** The plot's drawing box in SVG units: the axes run -1.15 … 1.15 inside the margins (content §9). */
export interface PlotFrame {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

export function plotFrame(width: number): PlotFrame {
  const margin = { top: 28, right: 12, bottom: 28, left: 12 };
  // Square inside the margins: both axes have the same range.
  const inner = width - margin.left - margin.right;
  return { width, height: inner + margin.top + margin.bottom, margin };
}

const AXIS_SPAN = PLOT_AXIS_RANGE.MAX - PLOT_AXIS_RANGE.MIN;

/** The SVG x of a plane x value. */
export function toSvgX(frame: PlotFrame, x: number): number {
  const inner = frame.width - frame.margin.left - frame.margin.right;
  return frame.margin.left + ((x - PLOT_AXIS_RANGE.MIN) / AXIS_SPAN) * inner;
}

/** The SVG y of a plane y value (up is positive). */
export function toSvgY(frame: PlotFrame, y: number): number {
  const inner = frame.height - frame.margin.top - frame.margin.bottom;
  return frame.margin.top + ((PLOT_AXIS_RANGE.MAX - y) / AXIS_SPAN) * inner;
}

/** Where the drawn plot sits on the screen (`getBoundingClientRect()` of the `<svg>`). */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The plane point under a click at (clientX, clientY): screen pixels → SVG units (the plot may be
 * drawn smaller than its width) → axis values, then clamped to the plane's -1 … 1. Null when the
 * plot has no size (not laid out).
 */
export function pointFromClick(
  frame: PlotFrame,
  box: ScreenBox,
  clientX: number,
  clientY: number,
): PlanePoint | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const svgX = ((clientX - box.left) / box.width) * frame.width;
  const svgY = ((clientY - box.top) / box.height) * frame.height;
  const innerWidth = frame.width - frame.margin.left - frame.margin.right;
  const innerHeight = frame.height - frame.margin.top - frame.margin.bottom;
  const x = PLOT_AXIS_RANGE.MIN + ((svgX - frame.margin.left) / innerWidth) * AXIS_SPAN;
  const y = PLOT_AXIS_RANGE.MAX - ((svgY - frame.margin.top) / innerHeight) * AXIS_SPAN;
  return { x: toPlaneValue(x), y: toPlaneValue(y) };
}

/** One coordinate in words: 'Informs 0.40', 'Self-serving 0.25', or midway at 0. */
export function axisReading(value: number, negative: string, positive: string): string {
  if (value === 0) return T.midway(negative, positive);
  const amount = formatNumber(Math.abs(value), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${value < 0 ? negative : positive} ${amount}`;
}

export function xReading(x: number): string {
  return axisReading(x, T.misleads, T.informs);
}

export function yReading(y: number): string {
  return axisReading(y, T.selfServing, T.publicSpirited);
}

export function pointReading({ x, y }: PlanePoint): string {
  return T.point(xReading(x), yReading(y));
}

/** The reader's own rating among a waveMaker's ratings (the server lists it first). */
export function ownScale(scales: readonly AgentScale[], userId: string | undefined) {
  if (userId === undefined) return undefined;
  return scales.find((scale) => scale.user._id === userId);
}

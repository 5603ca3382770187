import {
  AGGREGATE_HISTOGRAM,
  binCentre,
  BRUSH_DEBOUNCE_MS,
  CHART_WIDTHS,
  densityBandwidth,
  densityCurve,
  PLOT_AXIS_RANGE,
  plotAxisRange,
  SCALE_VALUE_RANGES,
  sliderWordsSaid,
  type RangedScale,
  type ValueRange,
  VIEWPOINT_GROUP_COLOURS,
  VIEWPOINT_GROUP_DASHES,
  type ViewpointGroupScale,
} from '@thoughtful/shared';
import { max } from 'd3-array';
import { brushX, type BrushBehavior, type D3BrushEvent } from 'd3-brush';
import { scaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { area, curveBasis, line } from 'd3-shape';
import { useEffect, useRef } from 'react';
import { GroupSwatch } from '../../../../components/viewpoints/group-swatch';
import { VIEWPOINT_WORDS as W } from '../../../../components/viewpoints/viewpoint-words';
import { useResponsiveWidth } from '../../../../lib/responsive-width';
import type { WeightedValues } from '../brush-selection';
import { useSay } from '../../summary/said-words';
import { useCommunityText, type CommunityText, type PlotEnds } from '../community-text';
import './density-plot.css';

export interface DensityPlotProps {
  /** The scale's name, for the plot's accessible name. */
  label: string;
  /**
   * Which scale this is: the plot runs over its own range (0 … 1 on -0.075 … 1.075, -1 … 1 on
   * -1.15 … 1.15), draws no density outside it, and words its ends. Without it the plot is the
   * old -1.15 … 1.15 axis with numbers only.
   */
  scale?: RangedScale;
  /** Everyone's answers on this scale (unanswered left out), each weighted by its confidence. */
  everyone: WeightedValues;
  /** The brushed respondents' answers here, drawn against everyone's; null when none is brushed. */
  selection: WeightedValues | null;
  /** The reader's own answer, highlighted; null when they gave none here. */
  mine: number | null;
  /**
   * Whose answer `mine` is, when it is not the reader's (a teacher looking at a student's):
   * the mark and the plot's name say this name instead of 'You' / 'your answer'.
   */
  mineName?: string;
  /** The scale's first summary sentence, repeated in the plot's description. */
  summary: string;
  /** This plot's own brushed range, or null (another plot's brush, or none, clears this one's). */
  range?: { min: number; max: number } | null;
  /**
   * The member brushed this plot (debounced): the range in the scale's values, or null cleared.
   * Without it the plot has no brush.
   */
  onBrush?: (range: [number, number] | null) => void;
  /**
   * The viewpoint groups' answers on this scale (DESIGN.md §12), each drawn as a curve of its
   * own in its colour and dash pattern, with a legend in words; none when the viewpoints answer
   * has no such scale.
   */
  groups?: readonly ViewpointGroupScale[];
  /**
   * The words at the scale's ends when they are not its slider's: a guiding question's answers
   * lie on the support level's -1 … 1 but are 'I disagree' … 'I agree' (content §4 '101').
   */
  endWords?: { min: string; max: string };
}

const HEIGHT = 136;
/** The bottom margin holds the tick numbers and, under them, the ends in words. */
const MARGIN = { top: 8, right: 12, bottom: 40, left: 12 };
const AXIS_Y = HEIGHT - MARGIN.bottom;

type Curve = ReturnType<typeof densityCurve>;

/** The values the stored histograms' bins stand for, which the groups' curves are drawn from. */
const BIN_CENTRES = Array.from({ length: AGGREGATE_HISTOGRAM.BINS }, (_, index) =>
  binCentre(index),
);

/**
 * The groups' curves, drawn as everyone's is (the same kernel, bandwidth and range) from their
 * histograms, on the groups' joint terms: each curve's area is its group's share, so together
 * they make up a curve like everyone's and each lies under it.
 */
function groupCurves(
  groups: readonly ViewpointGroupScale[],
  bandwidth: number,
  domain: ValueRange | undefined,
): { group: ViewpointGroupScale; curve: Curve }[] {
  const shown = groups.filter((group) => group.histogram.some((count) => count > 0));
  const total = shown.reduce(
    (sum, group) => sum + group.histogram.reduce((each, count) => each + count, 0),
    0,
  );
  return shown.map((group) => ({
    group,
    curve: densityCurve(BIN_CENTRES, {
      weights: group.histogram,
      bandwidth,
      totalWeight: total,
      domain,
    }),
  }));
}

/**
 * A density plot of one scale's answers (content §9), each weighted by the respondent's
 * confidence: the axis is the scale's own range and a little beyond (-1.15 … 1.15 for -1 … 1,
 * -0.075 … 1.075 for 0 … 1) with its ends in words, no density outside the range; the width is
 * 595, 395 or 295 pixels by screen width (breakpoints 600 and 768); the reader's own answer is a
 * highlighted line. Dragging across the
 * plot brushes a range (reported 500 ms after the last move); the brushed respondents show on
 * every plot as a darker area, their share of everyone. d3 lives only in this lazy module.
 */
export function DensityPlot({
  label,
  scale,
  everyone,
  selection,
  mine,
  mineName,
  summary,
  range = null,
  onBrush,
  groups = NO_GROUPS,
  endWords,
}: DensityPlotProps) {
  const brushable = onBrush !== undefined;
  const T = useCommunityText();
  const say = useSay();
  const width = useResponsiveWidth(CHART_WIDTHS);
  const axis = scale === undefined ? DEFAULT_AXIS : plotAxisRange(scale);
  const domain = scale === undefined ? undefined : SCALE_VALUE_RANGES[scale];
  const { min: axisMin, max: axisMax } = axis;
  const x = axisScale(width, axis);
  const all = densityCurve(everyone.values, { weights: everyone.weights, domain });
  // The selection on everyone's terms: under everyone's curve, its share of the area.
  const selected: Curve | null =
    selection === null
      ? null
      : densityCurve(selection.values, {
          weights: selection.weights,
          bandwidth: densityBandwidth(everyone.values),
          totalWeight: totalWeight(everyone.weights),
          domain,
        });
  const curves = groupCurves(groups, densityBandwidth(everyone.values), domain);
  const highest = Math.max(
    max(all, (p) => p.density) ?? 0,
    ...curves.map(({ curve }) => max(curve, (p) => p.density) ?? 0),
  );
  const y = scaleLinear()
    .domain([0, highest || 1])
    .range([AXIS_Y, MARGIN.top]);
  const shape = area<Curve[number]>()
    .x((p) => x(p.x))
    .y0(y(0))
    .y1((p) => y(p.density))
    .curve(curveBasis);
  const outline = line<Curve[number]>()
    .x((p) => x(p.x))
    .y((p) => y(p.density))
    .curve(curveBasis);
  const ticks = x.ticks(5);
  const ends = scale === undefined ? null : plotEnds(scale, T, say, endWords);
  const legend = curves.map(({ group }) => W.groupLabel(group.index, group.respondents));
  const name =
    T.plotLabel(label, everyone.values.length, mine, summary, mineName ?? null, ends) +
    (legend.length === 0 ? '' : ` ${T.groupCurves(legend)}`);
  const middle = (axis.min + axis.max) / 2;

  const brushLayer = useRef<SVGGElement>(null);
  const brush = useRef<BrushBehavior<unknown> | null>(null);
  const report = useRef(onBrush);
  useEffect(() => {
    report.current = onBrush;
  });

  // The brush is d3's: it owns its layer's children. Rebuilt when the width changes.
  useEffect(() => {
    const layer = brushLayer.current;
    if (layer === null || !brushable) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const toValue = axisScale(width, { min: axisMin, max: axisMax });
    const behaviour = brushX<unknown>()
      .extent([
        [MARGIN.left, MARGIN.top],
        [width - MARGIN.right, AXIS_Y],
      ])
      // d3's event names, not words.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      .on('brush end', (event: D3BrushEvent<unknown>) => {
        // Moves made by the program (following `range`) are not the member's.
        if (!event.sourceEvent) return;
        const pixels = event.selection as [number, number] | null;
        clearTimeout(timer);
        timer = setTimeout(() => {
          report.current?.(
            pixels === null ? null : [toValue.invert(pixels[0]), toValue.invert(pixels[1])],
          );
        }, BRUSH_DEBOUNCE_MS);
      });
    const layerSelection = select(layer);
    layerSelection.call(behaviour);
    // d3 marks its overlay for pointers only; keyboard users brush with the form below the plots.
    layerSelection.selectAll('rect').attr('aria-hidden', 'true');
    brush.current = behaviour;
    return () => {
      clearTimeout(timer);
      layerSelection.on('.brush', null).selectAll('*').remove();
      brush.current = null;
    };
  }, [width, brushable, axisMin, axisMax]);

  // The brush drawn where the shared selection says: this plot's range, or none.
  const from = range === null ? null : x(range.min);
  const to = range === null ? null : x(range.max);
  useEffect(() => {
    const layer = brushLayer.current;
    const behaviour = brush.current;
    if (layer === null || behaviour === null) return;
    const layerSelection = select(layer);
    behaviour.move(layerSelection, from === null || to === null ? null : [from, to]);
  }, [from, to, width]);

  const plot = (
    <svg
      role="img"
      aria-label={name}
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className="density-plot d-block mb-1"
      data-testid={`density-plot-${label}`}
    >
      <path d={shape(all) ?? ''} className="density-plot-area" />
      {curves.length > 0 ? (
        <g data-testid="density-plot-groups">
          {curves.map(({ group, curve }) => (
            <path
              key={group.index}
              d={outline(curve) ?? ''}
              className="density-plot-group"
              stroke={VIEWPOINT_GROUP_COLOURS[group.index]}
              strokeDasharray={VIEWPOINT_GROUP_DASHES[group.index] || undefined}
              data-testid={`density-plot-group-${group.index}`}
            />
          ))}
        </g>
      ) : null}
      {selected !== null ? (
        <path
          d={shape(selected) ?? ''}
          className="density-plot-selected"
          data-testid="density-plot-selected"
        />
      ) : null}
      <line
        x1={MARGIN.left}
        x2={width - MARGIN.right}
        y1={AXIS_Y}
        y2={AXIS_Y}
        className="density-plot-axis"
      />
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(${x(tick)},${AXIS_Y})`}>
          <line y2={4} className="density-plot-axis" />
          <text y={16} textAnchor="middle" className="density-plot-tick">
            {tick}
          </text>
        </g>
      ))}
      {ends !== null ? (
        <g aria-hidden="true" data-testid="density-plot-ends">
          <text
            x={x(ends.min)}
            y={HEIGHT - 4}
            textAnchor="start"
            className="density-plot-end"
            data-testid="density-plot-end-min"
          >
            {ends.minWords}
          </text>
          <text
            x={x(ends.max)}
            y={HEIGHT - 4}
            textAnchor="end"
            className="density-plot-end"
            data-testid="density-plot-end-max"
          >
            {ends.maxWords}
          </text>
        </g>
      ) : null}
      {everyone.values.map((value, index) => (
        <line
          key={index}
          x1={x(value)}
          x2={x(value)}
          y1={AXIS_Y - 6}
          y2={AXIS_Y}
          className="density-plot-rug"
        />
      ))}
      {mine !== null ? (
        <g data-testid="density-plot-mine">
          <line
            x1={x(mine)}
            x2={x(mine)}
            y1={MARGIN.top}
            y2={AXIS_Y}
            className="density-plot-mine"
          />
          {/* Right of the middle the mark's name goes to its left, so that it fits. */}
          <text
            x={x(mine)}
            y={MARGIN.top + 8}
            dx={mine > middle ? -4 : 4}
            textAnchor={mine > middle ? 'end' : 'start'}
            className="density-plot-mine-label"
          >
            {mineName === undefined ? T.you : markName(mineName)}
          </text>
        </g>
      ) : null}
      {brushable ? (
        <g ref={brushLayer} className="density-plot-brush" data-testid="density-plot-brush" />
      ) : null}
    </svg>
  );
  if (curves.length === 0) return plot;
  return (
    <>
      {plot}
      {/* The curves named in words: colour and dash are never the only cue. */}
      <ul
        className="density-plot-legend list-unstyled small mb-1"
        aria-label={T.legendLabel(label)}
      >
        <li>
          <GroupSwatch index={null} />
          {W.everyoneLabel(everyone.values.length)}
        </li>
        {curves.map(({ group }) => (
          <li key={group.index}>
            <GroupSwatch index={group.index} />
            {W.groupLabel(group.index, group.respondents)}
          </li>
        ))}
      </ul>
    </>
  );
}

const NO_GROUPS: readonly ViewpointGroupScale[] = [];

/** A name on the mark, cut to fit half of the narrowest plot (the plot's name has it whole). */
function markName(name: string): string {
  return name.length > 20 ? `${name.slice(0, 19)}…` : name;
}

const DEFAULT_AXIS: ValueRange = { min: PLOT_AXIS_RANGE.MIN, max: PLOT_AXIS_RANGE.MAX };

/** The plot's x axis: the scale's plot range (e.g. -1.15 … 1.15) across the plot's width. */
function axisScale(width: number, axis: ValueRange) {
  return scaleLinear()
    .domain([axis.min, axis.max])
    .range([MARGIN.left, width - MARGIN.right]);
}

/** A scale's ends, as numbers and in its slider's words (or the words given for them). */
function plotEnds(
  scale: RangedScale,
  T: CommunityText,
  say: ReturnType<typeof useSay>,
  endWords?: { min: string; max: string },
): PlotEnds {
  const { min, max } = SCALE_VALUE_RANGES[scale];
  // The slider's own words for its ends ('One-sided' … 'Very balanced'); the score's sign.
  const words =
    endWords ??
    (scale === 'score'
      ? T.scoreEnds
      : { min: say(sliderWordsSaid(scale, min)), max: say(sliderWordsSaid(scale, max)) });
  return { min, max, minWords: words.min, maxWords: words.max };
}

function totalWeight(weights: readonly number[]): number {
  return weights.reduce((sum, w) => sum + Math.max(0, w), 0);
}

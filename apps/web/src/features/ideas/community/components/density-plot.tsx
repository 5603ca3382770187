import { CHART_WIDTHS, densityCurve, PLOT_AXIS_RANGE } from '@thoughtful/shared';
import { max } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { area, curveBasis } from 'd3-shape';
import { useResponsiveWidth } from '../../../../lib/responsive-width';
import { COMMUNITY_TEXT as T } from '../community-text';
import './density-plot.css';

export interface DensityPlotProps {
  /** The scale's name, for the plot's accessible name. */
  label: string;
  /** The answers on this scale (unanswered left out). */
  values: readonly number[];
  /** The reader's own answer, highlighted; null when they gave none here. */
  mine: number | null;
  /** The scale's first summary sentence, repeated in the plot's description. */
  summary: string;
}

const HEIGHT = 120;
const MARGIN = { top: 8, right: 12, bottom: 24, left: 12 };

/**
 * A density plot of one scale's answers (content §9): the axis runs -1.15 … 1.15, the width is
 * 595, 395 or 295 pixels by screen width (breakpoints 600 and 768), the reader's own answer is a
 * highlighted line. d3 lives only in this lazily loaded module.
 */
export function DensityPlot({ label, values, mine, summary }: DensityPlotProps) {
  const width = useResponsiveWidth(CHART_WIDTHS);
  const x = scaleLinear()
    .domain([PLOT_AXIS_RANGE.MIN, PLOT_AXIS_RANGE.MAX])
    .range([MARGIN.left, width - MARGIN.right]);
  const curve = densityCurve(values);
  const y = scaleLinear()
    .domain([0, max(curve, (p) => p.density) || 1])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path =
    area<(typeof curve)[number]>()
      .x((p) => x(p.x))
      .y0(y(0))
      .y1((p) => y(p.density))
      .curve(curveBasis)(curve) ?? '';
  const ticks = x.ticks(5);
  const name = T.plotLabel(label, values.length, mine, summary);
  return (
    <svg
      role="img"
      aria-label={name}
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      className="density-plot d-block mb-1"
      data-testid={`density-plot-${label}`}
    >
      <path d={path} className="density-plot-area" />
      <line
        x1={MARGIN.left}
        x2={width - MARGIN.right}
        y1={HEIGHT - MARGIN.bottom}
        y2={HEIGHT - MARGIN.bottom}
        className="density-plot-axis"
      />
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(${x(tick)},${HEIGHT - MARGIN.bottom})`}>
          <line y2={4} className="density-plot-axis" />
          <text y={16} textAnchor="middle" className="density-plot-tick">
            {tick}
          </text>
        </g>
      ))}
      {values.map((value, index) => (
        <line
          key={index}
          x1={x(value)}
          x2={x(value)}
          y1={HEIGHT - MARGIN.bottom - 6}
          y2={HEIGHT - MARGIN.bottom}
          className="density-plot-rug"
        />
      ))}
      {mine !== null ? (
        <g data-testid="density-plot-mine">
          <line
            x1={x(mine)}
            x2={x(mine)}
            y1={MARGIN.top}
            y2={HEIGHT - MARGIN.bottom}
            className="density-plot-mine"
          />
          <text x={x(mine)} y={MARGIN.top + 8} dx={4} className="density-plot-mine-label">
            {T.you}
          </text>
        </g>
      ) : null}
    </svg>
  );
}

import { useLingui } from '@lingui/react';
import { CHART_WIDTHS, PLOT_AXIS_RANGE, AGENT_PLANE_RANGE } from '@thoughtful/shared';
import type { MouseEvent } from 'react';
import { useResponsiveWidth } from '../../../../lib/responsive-width';
import { plotFrame, pointFromClick, toSvgX, toSvgY, type PlanePoint } from '../agent-rating-model';
import { AGENT_RATING_TEXT as T } from '../agent-rating-text';
import './rating-plane.css';

export interface RatingPlaneProps {
  /** Everyone else's ratings; drawn only when `showOthers`. */
  others: readonly PlanePoint[];
  showOthers: boolean;
  /** The reader's rating (saved, or being placed), highlighted. */
  own: PlanePoint | null;
  /** While editing: the saved rating, drawn as a dashed ring to compare with. */
  saved?: PlanePoint | null;
  /** While editing: a coordinate set on its own (by a slider), drawn as a guide line. */
  partial?: { x: number | null; y: number | null };
  /** Makes the plane clickable: a click places the point there. */
  onPick?: (point: PlanePoint) => void;
  /** The id of the text that says what the plot shows. */
  describedBy?: string;
}

const COLORS = {
  frame: '#adb5bd',
  axis: '#6c757d',
  text: '#212529',
  other: '#0d6efd',
  otherStroke: '#0a58ca',
  own: '#fd7e14',
  ownStroke: '#212529',
} as const;

/**
 * The waveMaker rating plane (DESIGN.md §6): 'Misleads' to 'Informs' across, 'Self-serving' to
 * 'Public-spirited' up, axes -1.15 … 1.15 and 595, 395 or 295 wide (content §9). Loaded lazily.
 */
export function RatingPlane({
  others,
  showOthers,
  own,
  saved = null,
  partial,
  onPick,
  describedBy,
}: RatingPlaneProps) {
  // Drawn again in the reader's language when she changes it.
  useLingui();
  const width = useResponsiveWidth(CHART_WIDTHS);
  const frame = plotFrame(width);
  const { margin } = frame;
  const left = toSvgX(frame, PLOT_AXIS_RANGE.MIN);
  const right = toSvgX(frame, PLOT_AXIS_RANGE.MAX);
  const top = toSvgY(frame, PLOT_AXIS_RANGE.MAX);
  const bottom = toSvgY(frame, PLOT_AXIS_RANGE.MIN);
  const zeroX = toSvgX(frame, 0);
  const zeroY = toSvgY(frame, 0);
  const planeLeft = toSvgX(frame, AGENT_PLANE_RANGE.MIN);
  const planeTop = toSvgY(frame, AGENT_PLANE_RANGE.MAX);
  const planeSize = toSvgX(frame, AGENT_PLANE_RANGE.MAX) - planeLeft;

  function onClick(event: MouseEvent<SVGSVGElement>) {
    if (!onPick) return;
    const point = pointFromClick(
      frame,
      event.currentTarget.getBoundingClientRect(),
      event.clientX,
      event.clientY,
    );
    if (point) onPick(point);
  }

  const savedDiffers = saved !== null && (own === null || own.x !== saved.x || own.y !== saved.y);

  return (
    <figure className="rating-plane mb-2">
      <svg
        role="img"
        aria-label={T.plotLabel}
        aria-describedby={describedBy}
        width={frame.width}
        height={frame.height}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        className={onPick ? 'rating-plane-svg rating-plane-editing' : 'rating-plane-svg'}
        data-testid="rating-plane"
        data-editing={onPick ? 'true' : 'false'}
        onClick={onClick}
      >
        <rect
          x={left}
          y={top}
          width={right - left}
          height={bottom - top}
          fill="#fff"
          stroke={COLORS.frame}
        />
        <rect
          x={planeLeft}
          y={planeTop}
          width={planeSize}
          height={planeSize}
          fill="none"
          stroke={COLORS.frame}
          strokeDasharray="4 4"
        />
        <line x1={left} x2={right} y1={zeroY} y2={zeroY} stroke={COLORS.axis} />
        <line x1={zeroX} x2={zeroX} y1={top} y2={bottom} stroke={COLORS.axis} />
        <g fill={COLORS.text} fontSize={12}>
          <text x={zeroX} y={margin.top - 10} textAnchor="middle">
            {T.publicSpirited}
          </text>
          <text x={zeroX} y={frame.height - 10} textAnchor="middle">
            {T.selfServing}
          </text>
          <text x={left + 4} y={zeroY - 6} textAnchor="start">
            {T.misleads}
          </text>
          <text x={right - 4} y={zeroY - 6} textAnchor="end">
            {T.informs}
          </text>
        </g>
        {showOthers ? (
          <g
            fill={COLORS.other}
            fillOpacity={0.55}
            stroke={COLORS.otherStroke}
            data-testid="other-points"
          >
            {others.map((point, index) => (
              <circle key={index} cx={toSvgX(frame, point.x)} cy={toSvgY(frame, point.y)} r={5} />
            ))}
          </g>
        ) : null}
        {partial && own === null ? (
          <g stroke={COLORS.own} strokeWidth={2} strokeDasharray="6 4">
            {partial.x !== null ? (
              <line
                x1={toSvgX(frame, partial.x)}
                x2={toSvgX(frame, partial.x)}
                y1={top}
                y2={bottom}
              />
            ) : null}
            {partial.y !== null ? (
              <line
                x1={left}
                x2={right}
                y1={toSvgY(frame, partial.y)}
                y2={toSvgY(frame, partial.y)}
              />
            ) : null}
          </g>
        ) : null}
        {savedDiffers ? (
          <circle
            data-testid="saved-point"
            cx={toSvgX(frame, saved.x)}
            cy={toSvgY(frame, saved.y)}
            r={8}
            fill="none"
            stroke={COLORS.axis}
            strokeWidth={2}
            strokeDasharray="3 3"
          />
        ) : null}
        {own ? (
          <circle
            data-testid="own-point"
            data-x={own.x}
            data-y={own.y}
            cx={toSvgX(frame, own.x)}
            cy={toSvgY(frame, own.y)}
            r={8}
            fill={COLORS.own}
            stroke={COLORS.ownStroke}
            strokeWidth={2}
          />
        ) : null}
      </svg>
      <figcaption className="d-flex flex-wrap gap-3 small" aria-hidden="true">
        {own ? (
          <span>
            <span className="rating-plane-key rating-plane-key-own" /> {T.yourPointLegend}
          </span>
        ) : null}
        {showOthers ? (
          <span>
            <span className="rating-plane-key rating-plane-key-other" /> {T.othersLegend}
          </span>
        ) : null}
        {savedDiffers ? (
          <span>
            <span className="rating-plane-key rating-plane-key-saved" /> {T.savedPointLegend}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

import { VIEWPOINT_GROUP_COLOURS } from '@thoughtful/shared';

/** Half the width of a mark on the opinion map, in the map's units. */
export const MARK_RADIUS = 6;

const INK = '#1d2530';

/**
 * A group's mark, centred on 0,0: its colour (the Okabe–Ito palette) and its own shape, so that
 * colour is never the only cue (circle, square, triangle, diamond, triangle pointing down); a
 * student in no named group is a hollow grey ring. The dark outline keeps the lighter colours
 * apart from the white page.
 */
export function GroupMarker({ group, r = MARK_RADIUS }: { group: number | null; r?: number }) {
  if (group === null) {
    return <circle r={r - 1} fill="#fff" stroke="#5a6270" strokeWidth={1.5} />;
  }
  const common = {
    fill: VIEWPOINT_GROUP_COLOURS[group] ?? '#5a6270',
    stroke: INK,
    strokeWidth: 1,
  };
  switch (group % 5) {
    case 0:
      return <circle r={r} {...common} />;
    case 1:
      return <rect x={-r + 0.5} y={-r + 0.5} width={2 * r - 1} height={2 * r - 1} {...common} />;
    case 2:
      return (
        <polygon points={`0,${-r - 1} ${r + 0.5},${r - 0.5} ${-r - 0.5},${r - 0.5}`} {...common} />
      );
    case 3:
      return <polygon points={`0,${-r - 1} ${r + 1},0 0,${r + 1} ${-r - 1},0`} {...common} />;
    default:
      return (
        <polygon points={`0,${r + 1} ${r + 0.5},${-r + 0.5} ${-r - 0.5},${-r + 0.5}`} {...common} />
      );
  }
}

/** A group's mark on its own, beside words that name the group (tables, lists). */
export function GroupMarkerIcon({ group }: { group: number | null }) {
  const size = 2 * MARK_RADIUS + 4;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
      className="flex-shrink-0"
    >
      <GroupMarker group={group} />
    </svg>
  );
}

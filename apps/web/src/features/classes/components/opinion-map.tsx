import type { OpinionMapPoint } from '@thoughtful/shared';
import { useMemo, useState } from 'react';
import { VIEWPOINT_WORDS } from '../../../components/viewpoints/viewpoint-words';
import { CLASS_VIEWPOINTS_TEXT as T } from '../class-viewpoints-text';
import { GroupMarker, MARK_RADIUS } from './group-marker';
import './opinion-map.css';

/** The map's square, in its own units; the drawing scales to the width it is given. */
const SIZE = 320;
const PAD = 24;

/** Marks are drawn at least this far apart (centre to centre), so that none hides another. */
const MARK_SPACING = 2 * MARK_RADIUS + 4;
/** How far around a mark the pointer finds it: half the spacing, so no two targets overlap. */
const TARGET_RADIUS = MARK_SPACING / 2;

/** A point's place: the map's axes run -1 … 1, up is positive. */
const place = (value: number) =>
  PAD + ((Math.max(-1, Math.min(1, value)) + 1) / 2) * (SIZE - 2 * PAD);

/**
 * Where each mark is drawn: at its place on the map, nudged apart from the marks it would cover
 * (students who read alike sit on top of each other otherwise, and a hidden mark cannot be
 * pointed at). Each round pushes every pair closer than `spacing` apart along the line between
 * them, equal shares each, until none is; marks at the very same place part along the golden
 * angle by their order, so the result is the same on every render. Inside the map's square.
 */
export function spreadMarks(
  places: readonly { x: number; y: number }[],
  spacing: number,
  bounds: { min: number; max: number },
): { x: number; y: number }[] {
  const spots = places.map(({ x, y }) => ({ x, y }));
  for (let round = 0; round < 100; round += 1) {
    let moved = false;
    for (let i = 0; i < spots.length; i += 1) {
      for (let j = i + 1; j < spots.length; j += 1) {
        const a = spots[i]!;
        const b = spots[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= spacing - 0.01) continue;
        if (distance < 1e-6) {
          const angle = j * 2.399963;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
          a.x -= dx * 1e-3;
          a.y -= dy * 1e-3;
        }
        const push = (spacing - distance) / 2;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const spot of spots) {
      spot.x = Math.min(bounds.max, Math.max(bounds.min, spot.x));
      spot.y = Math.min(bounds.max, Math.max(bounds.min, spot.y));
    }
    if (!moved) break;
  }
  return spots;
}

/** What a mark says: the student's name and her group. */
export function markLabel(point: OpinionMapPoint): string {
  return T.dotLabel(
    point.name.trim() || T.unnamed,
    point.group === null ? T.ungrouped : VIEWPOINT_WORDS.groupName(point.group),
  );
}

export interface OpinionMapProps {
  points: readonly OpinionMapPoint[];
  groupCount: number;
}

/**
 * The class's opinion map (DESIGN.md §12), for its teachers: a mark per placed student, coloured
 * and shaped by her group. Each mark is focusable and named (her name and group), and shows her
 * name beside it on hover and on keyboard focus alike.
 */
export function OpinionMap({ points, groupCount }: OpinionMapProps) {
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const spots = useMemo(
    () =>
      spreadMarks(
        points.map((point) => ({ x: place(point.x), y: place(-point.y) })),
        MARK_SPACING,
        { min: MARK_RADIUS + 6, max: SIZE - MARK_RADIUS - 6 },
      ),
    [points],
  );
  const shownIndex = points.findIndex((point) => point.userId === (hovered ?? focused));
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="group"
      aria-label={T.mapLabel(points.length, groupCount)}
      className="opinion-map d-block"
      data-testid="opinion-map"
    >
      <rect x={0.5} y={0.5} width={SIZE - 1} height={SIZE - 1} className="opinion-map-frame" />
      <line
        x1={SIZE / 2}
        x2={SIZE / 2}
        y1={PAD / 2}
        y2={SIZE - PAD / 2}
        className="opinion-map-axis"
      />
      <line
        x1={PAD / 2}
        x2={SIZE - PAD / 2}
        y1={SIZE / 2}
        y2={SIZE / 2}
        className="opinion-map-axis"
      />
      {points.map((point, index) => (
        <g
          key={point.userId}
          transform={`translate(${spots[index]!.x},${spots[index]!.y})`}
          // A mark is a stop for the keyboard so that its name can be read without a pointer.
          tabIndex={0}
          role="img"
          aria-label={markLabel(point)}
          className="opinion-map-mark"
          data-testid="opinion-map-mark"
          onMouseEnter={() => setHovered(point.userId)}
          onMouseLeave={() => setHovered((current) => (current === point.userId ? null : current))}
          onFocus={() => setFocused(point.userId)}
          onBlur={() => setFocused((current) => (current === point.userId ? null : current))}
        >
          {/* A larger, invisible target for the pointer. */}
          <circle r={TARGET_RADIUS} className="opinion-map-target" />
          <GroupMarker group={point.group} />
          {point.userId === focused ? (
            <circle r={MARK_RADIUS + 4} className="opinion-map-focus" />
          ) : null}
        </g>
      ))}
      {shownIndex >= 0 ? <NameTag point={points[shownIndex]!} at={spots[shownIndex]!} /> : null}
    </svg>
  );
}

/** The name tag's font size (opinion-map.css) and a generous width of one of its characters. */
const NAME_FONT = 12;
const NAME_CHAR_WIDTH = 0.64 * NAME_FONT;
/** Names longer than this are cut on the tag (the mark's accessible name holds them whole). */
const NAME_MAX = 40;

/**
 * Where the name tag goes, inside the map whatever the mark's place: starting at the mark when it
 * fits to its right, else ending at it, else centred as far in as it needs; above the mark, or
 * below it near the top. The width is estimated from the number of characters (generously: the
 * tag is bold), as the text is not measured.
 */
export function nameTagPlace(at: { x: number; y: number }, characters: number) {
  const width = characters * NAME_CHAR_WIDTH;
  const margin = 4;
  const y = at.y < 32 ? at.y + MARK_RADIUS + 18 : at.y - MARK_RADIUS - 8;
  if (at.x - MARK_RADIUS + width <= SIZE - margin) {
    return { x: at.x - MARK_RADIUS, y, anchor: 'start' as const };
  }
  if (at.x + MARK_RADIUS - width >= margin) {
    return { x: at.x + MARK_RADIUS, y, anchor: 'end' as const };
  }
  const half = width / 2;
  return {
    x: Math.min(SIZE - margin - half, Math.max(margin + half, at.x)),
    y,
    anchor: 'middle' as const,
  };
}

/** The name beside the mark shown. */
function NameTag({ point, at }: { point: OpinionMapPoint; at: { x: number; y: number } }) {
  const whole = point.name.trim() || T.unnamed;
  const name = whole.length > NAME_MAX ? `${whole.slice(0, NAME_MAX - 1)}…` : whole;
  const place = nameTagPlace(at, name.length);
  return (
    <text
      x={place.x}
      y={place.y}
      textAnchor={place.anchor}
      className="opinion-map-name"
      // Said by the mark's own name already.
      aria-hidden="true"
      data-testid="opinion-map-name"
    >
      {name}
    </text>
  );
}

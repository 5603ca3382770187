import { VIEWPOINT_GROUP_COLOURS, VIEWPOINT_GROUP_DASHES } from '@thoughtful/shared';

/**
 * A short stretch of a group's curve, in its colour and dash pattern, for legends: colour is never
 * the only cue (the words beside it name the group). `index` null: everyone's curve.
 */
export function GroupSwatch({ index }: { index: number | null }) {
  return (
    <svg width={28} height={10} aria-hidden="true" className="flex-shrink-0" focusable="false">
      {index === null ? (
        <line
          x1={1}
          x2={27}
          y1={5}
          y2={5}
          stroke="var(--bs-primary)"
          strokeWidth={6}
          strokeOpacity={0.45}
        />
      ) : (
        <line
          x1={1}
          x2={27}
          y1={5}
          y2={5}
          stroke={VIEWPOINT_GROUP_COLOURS[index] ?? 'currentColor'}
          strokeWidth={2.5}
          strokeDasharray={VIEWPOINT_GROUP_DASHES[index] ?? ''}
        />
      )}
    </svg>
  );
}

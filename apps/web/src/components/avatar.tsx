/**
 * A member's avatar: their picture when they have one, otherwise their initials on a colour chosen
 * from their name (the product has no avatar upload,
 * docs/decisions/2026-11-21-intells-and-wavemakers.md 'Public names and avatars'). Decorative: the
 * name is always written beside it, so assistive technology skips it.
 */

/** Dark enough for white text at WCAG AA (4.5:1) each. */
const COLOURS = ['#0b5394', '#6a1b9a', '#1b5e20', '#8d1f1f', '#37474f', '#7a4a00', '#00695c'];

export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/u)
    .filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0]!;
}

export interface AvatarProps {
  name: string;
  /** A picture's address; '' draws the initials. */
  src?: string;
  size?: number;
  className?: string;
}

export function Avatar({ name, src = '', size = 40, className = '' }: AvatarProps) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
  const style = { width: size, height: size, flex: `0 0 ${size}px` };
  if (src !== '') {
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        width={size}
        height={size}
        className={`rounded-circle object-fit-cover ${className}`}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`rounded-circle d-inline-flex align-items-center justify-content-center text-white fw-semibold ${className}`}
      style={{ ...style, backgroundColor: colourFor(name), fontSize: size * 0.4 }}
    >
      {initials(name)}
    </span>
  );
}

import { PRODUCT_NAME } from '@thoughtful/shared';

export interface WordmarkProps {
  /** 'lg' for the sign-in page's heading; the menu's is the default size. */
  size?: 'md' | 'lg';
}

/**
 * The mark: two overlapping rings on an ink-blue tile, a green and a red view meeting on common
 * ground (support green, opposition red: content §1). Decorative: the name beside it is the text.
 */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="flex-shrink-0"
    >
      <rect width="32" height="32" rx="8" fill="#34508a" />
      <circle cx="12.5" cy="16" r="6.5" fill="none" stroke="#8fdcae" strokeWidth="2.4" />
      <circle cx="19.5" cy="16" r="6.5" fill="none" stroke="#f6aaa3" strokeWidth="2.4" />
    </svg>
  );
}

/** The product's name set in its serif beside the mark; its text is the accessible name. */
export function Wordmark({ size = 'md' }: WordmarkProps) {
  return (
    <span className={size === 'lg' ? 'th-wordmark th-wordmark-lg' : 'th-wordmark'}>
      <BrandMark size={size === 'lg' ? 44 : 28} />
      <span className="th-wordmark-text">{PRODUCT_NAME}</span>
    </span>
  );
}

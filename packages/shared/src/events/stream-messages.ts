/**
 * A refused `GET /api/events` stream (docs/decisions/2026-11-28-security-second-review.md 'How
 * many live streams'): too many open for the account, or from the network.
 */
export const STREAM_LIMIT_MESSAGES = {
  MEMBER:
    'Too many live update connections are open for your account. Close a few tabs and reload this page.',
  ADDRESS:
    'Too many live update connections are open from your network. Please try again in a minute.',
} as const;

/** The words of waveMakers (content spec §5, §8), kept in one place (CONVENTIONS.md, habit 13). */
export const AGENT_MESSAGES = {
  NAME_INVALID: 'Invalid agent name. Please be more descriptive.',
  URL_INVALID: 'Invalid url.',
  // Not worded by the spec: the 60-character cap (content §9) and a bad image address.
  NAME_TOO_LONG: 'Agent name (60 characters or less)',
  IMAGE_INVALID: 'Invalid image url.',
  NOT_FOUND: 'Agent not found',
  // Not worded by the spec: a member's own waveMaker is rated by others (content §2's gate counts
  // 'the waveMaker is themselves' as done).
  OWN_AGENT_RATING: 'You cannot rate your own waveMaker.',
} as const;

/** A request named a waveMaker that does not exist. */
export function agentNotFoundMessage(nameOrId: string): string {
  return `waveMaker not found: ${nameOrId}`;
}

import { formatDate as formatInLanguage } from '../../lib/i18n';
import type { AgentDto } from '@thoughtful/shared';

export interface AgentProfileLink {
  /** '/profile/{id}' (content §2). */
  href: string;
  name: string;
  /** 'joined' for a member's own waveMaker, 'submitted' for one a member submitted. */
  kind: 'joined' | 'submitted';
  date: string;
}

/**
 * The agent card's profile line (content §2): the member the waveMaker is ('joined {date}'), or
 * else the member who submitted it ('submitted · {date}').
 */
export function agentProfileLink(agent: Pick<AgentDto, 'member' | 'user' | 'date'>) {
  if (agent.member) {
    return {
      href: `/profile/${agent.member._id}`,
      name: agent.member.name,
      kind: 'joined',
      date: agent.date,
    } satisfies AgentProfileLink;
  }
  return {
    href: `/profile/${agent.user._id}`,
    name: agent.user.name,
    kind: 'submitted',
    date: agent.date,
  } satisfies AgentProfileLink;
}

/** A calendar date in the reader's language; '' for an invalid one. */
export function formatDate(iso: string): string {
  return formatInLanguage(iso, { dateStyle: 'medium' });
}

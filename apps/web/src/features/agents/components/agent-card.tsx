import { IMAGE_MAX_WIDTHS, type AgentDto } from '@thoughtful/shared';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { useResponsiveWidth } from '../../../lib/responsive-width';
import { displayUrl } from '../../../lib/display-url';
import { agentProfileLink, formatDate } from '../agent-card-model';
import { useSpokenLanguage } from '../../../lib/i18n';
import { AGENTS_TEXT } from '../agents-text';

export interface AgentCardProps {
  agent: AgentDto;
  /** The name's heading level: 1 on the agent screen, 2 or 3 in lists. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Whether the name links to the agent screen (not on the agent screen itself). */
  linkName?: boolean;
  /** Shown inside another screen's content: the image is hidden on small screens. */
  inline?: boolean;
}

/**
 * The agent card (content spec §2): name, external URL, image, and the member it is ('joined
 * {date}') or who submitted it ('submitted · {date}'), linked to their profile.
 */
export function AgentCard({
  agent,
  headingLevel = 2,
  linkName = true,
  inline = false,
}: AgentCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const maxWidth = useResponsiveWidth(IMAGE_MAX_WIDTHS);
  const profile = agentProfileLink(agent);
  // Drawn again in the reader's language when she changes it (the date too).
  useSpokenLanguage();
  const date = <time dateTime={profile.date}>{formatDate(profile.date)}</time>;

  return (
    <Card as="article" aria-labelledby={headingId} className="agent-card mb-3">
      <Card.Body>
        {agent.image !== '' ? (
          <img
            src={agent.image}
            alt=""
            className={`rounded mb-3 h-auto ${inline ? 'd-none d-sm-block' : 'd-block'}`}
            style={{ maxWidth: `min(100%, ${maxWidth}px)` }}
            loading="lazy"
          />
        ) : null}
        <Heading id={headingId} className="h4 card-title">
          {linkName ? <Link to={`/agent/${agent._id}`}>{agent.name}</Link> : agent.name}
        </Heading>
        {agent.url !== '' ? (
          <p className="mb-2 text-break">
            <a href={agent.url} target="_blank" rel="noopener noreferrer">
              {displayUrl(agent.url)}
              <span className="visually-hidden"> {AGENTS_TEXT.opensInNewTab}</span>
            </a>
          </p>
        ) : null}
        <p className="small mb-0">
          <Link to={profile.href}>{profile.name}</Link>{' '}
          <span className="text-body-secondary">
            {profile.kind === 'joined' ? (
              <Trans comment="A member's own waveMaker: the day she joined">joined {date}</Trans>
            ) : (
              <Trans comment="A waveMaker a member submitted: the day she submitted it">
                submitted · {date}
              </Trans>
            )}
          </span>
        </p>
      </Card.Body>
    </Card>
  );
}

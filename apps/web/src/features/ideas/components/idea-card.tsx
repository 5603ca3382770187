import { IMAGE_MAX_WIDTHS, ideaLabel, quoteKindOf, type IdeaDto } from '@thoughtful/shared';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Badge, Button, Card, Collapse } from 'react-bootstrap';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { displayUrl } from '../../../lib/display-url';
import { useResponsiveWidth } from '../../../lib/responsive-width';
import { PdfViewer } from '../../../components/widgets/pdf-viewer';
import { RelativeTime } from '../../../components/widgets/relative-time';
import { VideoPlayer } from '../../../components/widgets/video-player';
import {
  accountableAgents,
  authorHref,
  frameAnswers,
  hasDeeperAnalysis,
  shownProxiedPercent,
} from '../idea-card-model';
import { IDEAS_TEXT } from '../ideas-text';
import { useSpokenLanguage } from '../../../lib/i18n';

export interface IdeaCardProps {
  idea: IdeaDto;
  /** The headline's heading level: 1 on the idea screen, 2 or 3 in lists. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Whether the headline links to the idea screen (not on the idea screen itself). */
  linkHeadline?: boolean;
  /**
   * Whether the card links to the product's screens at all (the headline, the quoted inTell, the
   * author, the waveMakers). Off for students, who reach those screens only through activities
   * (spec accounts §6): the names show as text. External links stay.
   */
  inAppLinks?: boolean;
}

/**
 * The idea card (content spec §2): headline, body, quotation, external link, image, PDF or video,
 * who submitted it and when, its accountable and proxied waveMakers, and the author's deeper
 * analysis. Opening the link automatically is the screen's business (`useAutoOpenLink`).
 */
export function IdeaCard({
  idea,
  headingLevel = 2,
  linkHeadline = true,
  inAppLinks = true,
}: IdeaCardProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const headline = idea.myPoint.trim();
  const label = ideaLabel(idea);
  const showImage = idea.image !== '' && !idea.isPdf;
  const showLink = idea.url !== '' && !idea.isVideo;

  return (
    <Card as="article" aria-labelledby={headingId} className="idea-card mb-3">
      <Card.Body>
        {showImage ? <IdeaImage src={idea.image} /> : null}
        {/* Every card has a heading; without a headline it is the label, for screen readers. */}
        {/* The author's words carry their language (issue 44), so screen readers speak them in it. */}
        <Heading
          id={headingId}
          lang={idea.language}
          className={headline === '' ? 'visually-hidden' : 'h4 card-title'}
        >
          {linkHeadline && inAppLinks ? (
            <Link to={`/idea/${idea._id}`}>{headline || label}</Link>
          ) : (
            headline || label
          )}
        </Heading>
        {idea.myContent !== '' ? (
          <p className="card-text" lang={idea.language} style={{ whiteSpace: 'pre-wrap' }}>
            {idea.myContent}
          </p>
        ) : null}
        {idea.text !== '' ? (
          <figure className="mb-3">
            <figcaption className="small text-body-secondary">{IDEAS_TEXT.quotation}</figcaption>
            <blockquote className="blockquote fs-6 mb-0">
              <p
                className="fst-italic mb-0"
                lang={idea.language}
                style={{ whiteSpace: 'pre-wrap' }}
              >
                {idea.text}
              </p>
            </blockquote>
          </figure>
        ) : null}
        {showLink ? (
          <p className="mb-3 text-break">
            <a href={idea.url} target="_blank" rel="noopener noreferrer">
              {displayUrl(idea.url)}
              <span className="visually-hidden"> {IDEAS_TEXT.opensInNewTab}</span>
            </a>
          </p>
        ) : null}
        {idea.isPdf && idea.image !== '' ? (
          <div className="mb-3">
            <PdfViewer file={idea.image} title={label} />
          </div>
        ) : null}
        {idea.isVideo && idea.url !== '' ? (
          <div className="mb-3" style={{ maxWidth: 640 }}>
            <VideoPlayer url={idea.url} title={label} />
          </div>
        ) : null}
        <Submitted idea={idea} links={inAppLinks} />
        <AgentLists idea={idea} links={inAppLinks} />
        {hasDeeperAnalysis(idea) ? <DeeperAnalysis idea={idea} /> : null}
      </Card.Body>
    </Card>
  );
}

function IdeaImage({ src }: { src: string }) {
  const maxWidth = useResponsiveWidth(IMAGE_MAX_WIDTHS);
  return (
    <img
      src={src}
      alt=""
      className="d-block rounded mb-3 h-auto"
      style={{ maxWidth: `min(100%, ${maxWidth}px)` }}
      loading="lazy"
    />
  );
}

function Submitted({ idea, links }: { idea: IdeaDto; links: boolean }) {
  const author = links ? authorHref(idea) : null;
  const when = <RelativeTime date={idea.date} />;
  const who = author !== null ? <Link to={author}>{idea.user.name}</Link> : idea.user.name;
  return (
    <div className="d-flex align-items-center gap-2 small mb-2">
      <Avatar name={idea.user.name} src={idea.user.avatar} size={32} />
      <span>
        <SubmittedWords idea={idea} links={links} when={when} who={who} />
      </span>
    </div>
  );
}

/**
 * 'Submitted 3 minutes ago by Ada', or for a quote or key point the inTell it comes from in its
 * place ('Quoted from this idea 3 minutes ago by Ada'), linked where the reader may open it: one
 * sentence each, so that a language orders its parts as it must.
 */
function SubmittedWords({
  idea,
  links,
  when,
  who,
}: {
  idea: IdeaDto;
  links: boolean;
  when: ReactNode;
  who: ReactNode;
}) {
  if (idea.ideaReferenced === null) {
    return (
      <Trans comment="Submitted {time ago} by {name}">
        Submitted {when} by {who}
      </Trans>
    );
  }
  const to = `/idea/${idea.ideaReferenced}`;
  if (quoteKindOf(idea) === 'quote') {
    return links ? (
      <Trans>
        <Link to={to}>Quoted from this idea</Link> {when} by {who}
      </Trans>
    ) : (
      <Trans>
        Quoted from this idea {when} by {who}
      </Trans>
    );
  }
  return links ? (
    <Trans>
      <Link to={to}>Key point of this idea</Link> {when} by {who}
    </Trans>
  ) : (
    <Trans>
      Key point of this idea {when} by {who}
    </Trans>
  );
}

function AgentList({
  title,
  children,
  agents,
  links,
}: {
  title: string;
  children?: ReactNode;
  agents: { _id: string; name: string }[];
  links: boolean;
}) {
  const id = useId();
  return (
    <div className="small mb-2">
      <span id={id} className="fw-semibold">
        {title}
      </span>
      {children}
      {agents.length > 0 ? (
        <ul aria-labelledby={id} className="list-inline d-inline mb-0 ms-2">
          {agents.map((agent) => (
            <li key={agent._id} className="list-inline-item">
              {links ? <Link to={`/agent/${agent._id}`}>{agent.name}</Link> : agent.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AgentLists({ idea, links }: { idea: IdeaDto; links: boolean }) {
  const accountable = accountableAgents(idea);
  const percent = shownProxiedPercent(idea.proxyLevel);
  return (
    <>
      {accountable.length > 0 ? (
        <AgentList title={IDEAS_TEXT.accountableAgents} agents={accountable} links={links} />
      ) : null}
      {idea.proxySources.length > 0 || percent !== null ? (
        <AgentList title={IDEAS_TEXT.proxiedAgents} agents={idea.proxySources} links={links}>
          {percent !== null ? (
            <Badge bg="secondary" className="ms-2">
              {IDEAS_TEXT.proxied(percent)}
            </Badge>
          ) : null}
        </AgentList>
      ) : null}
    </>
  );
}

function DeeperAnalysis({ idea }: { idea: IdeaDto }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const answers = frameAnswers(idea);
  return (
    <div className="mt-3 border-top pt-2">
      <Button
        variant="link"
        className="p-0 fw-semibold text-decoration-none"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'} </span>
        {IDEAS_TEXT.deeperAnalysis}
      </Button>
      <Collapse in={open}>
        <div id={regionId}>
          <dl className="mt-2 mb-0">
            {answers.map(([field, answer]) => (
              <div key={field} className="mb-2">
                <dt className="small text-body-secondary fw-normal">
                  {IDEAS_TEXT.framePrompts[field]}
                </dt>
                <dd className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                  {answer}
                </dd>
              </div>
            ))}
          </dl>
          {idea.atCore ? (
            <p className="mb-0">
              <Badge bg="success" aria-hidden="true">
                ✓
              </Badge>{' '}
              {IDEAS_TEXT.atCore}
            </p>
          ) : null}
        </div>
      </Collapse>
    </div>
  );
}

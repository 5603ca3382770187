import { truncateHeadline, type IdeaSummary } from '@thoughtful/shared';
import { Trans } from '@lingui/react/macro';
import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/widgets/relative-time';
import { IDEA_SUMMARY_TEXT } from '../ideas-text';
import { useSpokenLanguage } from '../../../lib/i18n';

function kindOf(idea: IdeaSummary): string | null {
  if (idea.isPdf) return IDEA_SUMMARY_TEXT.pdf;
  if (idea.isVideo) return IDEA_SUMMARY_TEXT.video;
  if (idea.url !== '') return IDEA_SUMMARY_TEXT.webPage;
  return null;
}

export interface IdeaSummaryListProps {
  ideas: readonly IdeaSummary[];
  /** Names the list for assistive technology (usually the id of the heading above it). */
  labelledBy?: string;
  /** Heading level of each entry's label. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * inTells in a list, each a compact card: its label (content §3) linked to the idea screen, the
 * kind of source, and who submitted it when.
 */
export function IdeaSummaryList({ ideas, labelledBy, headingLevel = 3 }: IdeaSummaryListProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const Heading = `h${headingLevel}` as const;
  return (
    <ol aria-labelledby={labelledBy} className="list-unstyled mb-0">
      {ideas.map((idea) => {
        const kind = kindOf(idea);
        const thumbnail = idea.image !== '' && !idea.isPdf;
        return (
          <li key={idea._id} className="mb-2">
            <Card as="article" className="idea-summary">
              <Card.Body className="d-flex gap-3 py-2">
                {thumbnail ? (
                  <img
                    src={idea.image}
                    alt=""
                    width={64}
                    height={64}
                    className="rounded object-fit-cover flex-shrink-0"
                    loading="lazy"
                  />
                ) : null}
                <div className="min-w-0">
                  <Heading className="h6 mb-1 text-break">
                    <Link to={`/idea/${idea._id}`}>
                      {/* Cut to 60 and an ellipsis where no image is shown (content §9). */}
                      {thumbnail ? idea.label : truncateHeadline(idea.label)}
                    </Link>
                    {kind !== null ? (
                      <Badge bg="light" text="dark" className="ms-2 border fw-normal">
                        {kind}
                      </Badge>
                    ) : null}
                  </Heading>
                  <p className="small text-body-secondary mb-0">
                    <SubmittedBy date={idea.date} name={idea.user.name} />
                  </p>
                </div>
              </Card.Body>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

/** 'Submitted 3 minutes ago by Ada', as one sentence. */
function SubmittedBy({ date, name }: { date: string; name: string }) {
  const when = <RelativeTime date={date} />;
  return (
    <Trans comment="Submitted {time ago} by {name}">
      Submitted {when} by {name}
    </Trans>
  );
}

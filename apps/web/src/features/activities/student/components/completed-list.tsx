import { truncateHeadline, type ActivityDto, type IdeaSummary } from '@thoughtful/shared';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { RelativeTime } from '../../../../components/widgets/relative-time';
import { ActivityInTell } from './activity-intell';
import { activityLabel, completedInTell } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import { EmptyState } from '../../../../components/empty-state';
import { CompletedReview } from './completed-review';
import { GuessingTrend } from './perception-results';

export interface CompletedListProps {
  activities: readonly ActivityDto[];
  /** The activity open read-only, if any: its address is open (`/activities/{id}`). */
  openId: string | null;
  /** 'Open again': opens the activity's address. */
  onOpen: (activityId: string) => void;
  /** 'Back to the list' from the open activity. */
  onBack: (activityId: string) => void;
}

/**
 * The Activities Completed tab (content §2): each completed activity as '#order: label', with the
 * card of its inTell: a summary, opened in full on request (the card reads the whole inTell).
 * 'Open again' shows the activity read-only with the class's current results ('A way
 * back'), at its own address; 'Back to the list' returns focus to the button that opened it.
 */
export function CompletedList({ activities, openId, onOpen, onBack }: CompletedListProps) {
  const open = openId === null ? undefined : activities.find((a) => a._id === openId);
  if (open !== undefined) {
    return <CompletedReview activity={open} onBack={() => onBack(open._id)} />;
  }
  if (activities.length === 0) {
    return (
      <EmptyState title={T.noneCompleted} className="my-3">
        {T.noneCompletedHint}
      </EmptyState>
    );
  }
  return (
    <>
      <GuessingTrend />
      <ol className="list-unstyled mb-0">
        {activities.map((activity) => (
          <li key={activity._id} className="mb-3">
            <CompletedEntry activity={activity} onOpen={() => onOpen(activity._id)} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** The id of an entry's 'Open again', which takes focus back from the open activity. */
export const completedOpenButtonId = (activityId: string) => `completed-open-${activityId}`;

function CompletedEntry({ activity, onOpen }: { activity: ActivityDto; onOpen: () => void }) {
  const inTell = completedInTell(activity);
  const headingId = `completed-${activity._id}`;
  return (
    <article aria-labelledby={headingId}>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-1">
        <h2 id={headingId} className="h6 mb-0">
          {T.completedEntry(activity.order, activityLabel(activity))}
          {activity.feedback ? (
            <Badge bg="success" className="ms-2" title={T.feedbackBadgeLabel}>
              {T.feedbackBadge}
            </Badge>
          ) : null}
        </h2>
        <Button
          id={completedOpenButtonId(activity._id)}
          variant="outline-primary"
          size="sm"
          aria-describedby={headingId}
          onClick={onOpen}
        >
          {T.openAgain}
        </Button>
      </div>
      {inTell !== null ? <InTellSummary idea={inTell} /> : null}
    </article>
  );
}

function InTellSummary({ idea }: { idea: IdeaSummary }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const name = idea.user.name;
  return (
    <Card className="idea-summary">
      <Card.Body className="py-2">
        <p className="fw-semibold mb-1 text-break">{truncateHeadline(idea.label)}</p>
        <p className="small text-body-secondary mb-1">
          <Trans comment="A completed activity's inTell: how long ago it was submitted, and by whom">
            Submitted <RelativeTime date={idea.date} /> by {name}
          </Trans>
        </p>
        <Button
          variant="link"
          size="sm"
          className="p-0"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? T.hideInTell : T.showInTell}
        </Button>
        <div id={regionId} className={open ? 'mt-2' : undefined}>
          {open ? <ActivityInTell id={idea._id} headingLevel={3} /> : null}
        </div>
      </Card.Body>
    </Card>
  );
}

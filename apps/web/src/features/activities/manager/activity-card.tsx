import { truncateHeadline, type ActivityDto, type IdeaSummary } from '@thoughtful/shared';
import { useOptimistic, useState, useTransition } from 'react';
import { Badge, Button, Card, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { activityParts } from './activity-card-model';
import { FEEDBACK_TEXT as FT } from './feedback-text';
import { activityTypeLabel, MANAGER_TEXT as T } from './manager-text';
import { REUSE_TEXT as R } from './reuse-text';

/** The controls of a card, by which the list puts the focus back after a change. */
export type CardControl =
  'heading' | 'select' | 'live' | 'up' | 'down' | 'jump' | 'edit' | 'duplicate' | 'delete';

/** The id of a card's control, for putting the focus back once the list is read again. */
export function controlId(activityId: string, control: CardControl): string {
  return `activity-${activityId}-${control}`;
}

export interface ActivityCardProps {
  activity: ActivityDto;
  /** How many activities there are: the last position of a jump. */
  count: number;
  /** The order of the activity a follow-up interprets the students' inTells of. */
  followUpOrder: number | null;
  /** A move is on its way: further moves wait (the controls stay focusable). */
  busy: boolean;
  /** Puts it live or back; resolves once settled (failures are alerted, not thrown). */
  onToggleLive: (activity: ActivityDto) => Promise<void>;
  onMove: (activity: ActivityDto, order: number, control: CardControl) => void;
  onDelete: (activity: ActivityDto) => void;
  /** Whether it is among those selected for 'Make live' or 'Take off'. */
  selected: boolean;
  onSelect: (activity: ActivityDto, selected: boolean) => void;
  /** Opens the edit form in its place; absent for a type the form does not make (13). */
  onEdit?: ((activity: ActivityDto) => void) | undefined;
  /** Opens the duplicate dialog; absent for a follow-up (its inTell is one student's). */
  onDuplicate?: ((activity: ActivityDto) => void) | undefined;
}

function IdeaLine({ term, idea }: { term: string; idea: IdeaSummary }) {
  return (
    <>
      <dt className="col-sm-3 fw-normal text-body-secondary">{term}</dt>
      <dd className="col-sm-9 text-break">
        <Link to={`/idea/${idea._id}`}>{truncateHeadline(idea.label)}</Link>
      </dd>
    </>
  );
}

/**
 * One activity in the manager's list (content §2 'Admin activity manager', §4 'Activity
 * lifecycle'): its number, type and instructions, the inTells it uses, its options, a Go Live
 * switch, who completed it (live cards are shaded green), move up and down, jump to a position,
 * and delete; beyond the spec a box to select it for changes to several at once, edit and
 * duplicate (DESIGN.md §14 'Reuse').
 */
export function ActivityCard({
  activity,
  count,
  followUpOrder,
  busy,
  onToggleLive,
  onMove,
  onDelete,
  selected,
  onSelect,
  onEdit,
  onDuplicate,
}: ActivityCardProps) {
  const { _id: id, order } = activity;
  // The switch answers the hand at once; the list the server answers then takes over (or puts
  // it back when the change is refused).
  const [enabled, showEnabled] = useOptimistic(activity.enabled);
  const [, startTransition] = useTransition();
  const parts = activityParts(activity);
  const type = activityTypeLabel(activity.selection);
  const [target, setTarget] = useState<number | null>(null);
  const jumpTo = target ?? order;
  const completed = activity.completedCount ?? activity.studentsCompleted?.length ?? 0;
  const hidden = (text: string) => <span className="visually-hidden">{text}</span>;
  const of = T.ofActivity(order);
  /** Clicks while a change is on its way wait: the list it answers decides the next one. */
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };

  return (
    <Card
      as="article"
      aria-labelledby={controlId(id, 'heading')}
      // Live cards are shaded green (content §2) in their header band and border: the body stays
      // white, so its links and buttons keep their contrast.
      className={enabled ? 'border-success' : undefined}
      data-testid="activity-card"
      data-activity-id={id}
      data-live={enabled ? 'true' : 'false'}
    >
      <Card.Header
        className={`d-flex flex-wrap align-items-baseline justify-content-between gap-2 px-2 px-sm-3 ${
          enabled ? 'bg-success-subtle border-success' : ''
        }`}
      >
        <Form.Check
          id={controlId(id, 'select')}
          className="mb-0"
          checked={selected}
          onChange={(event) => onSelect(activity, event.target.checked)}
          label={<span className="visually-hidden">{R.selectActivity(order)}</span>}
        />
        <h3 id={controlId(id, 'heading')} className="h6 mb-0 me-auto" tabIndex={-1}>
          {T.activityNumber(order)}
          <span
            className={`fw-normal ${enabled ? 'text-success-emphasis' : 'text-body-secondary'}`}
          >
            <span aria-hidden="true"> · </span>
            {hidden(': ')}
            {type}
          </span>
        </h3>
        <Badge bg={enabled ? 'success' : 'secondary'}>{enabled ? T.live : T.draft}</Badge>
      </Card.Header>
      <Card.Body className="p-2 p-sm-3">
        <dl className="row mb-2 small">
          <dt className="col-sm-3 fw-normal text-body-secondary">{T.instructions}</dt>
          <dd className="col-sm-9 text-break">
            {parts.instructions === '' ? (
              <span className="text-body-secondary">{T.noInstructions}</span>
            ) : (
              parts.instructions
            )}
          </dd>
          {parts.followUpInstructions !== null ? (
            <>
              <dt className="col-sm-3 fw-normal text-body-secondary">{T.followUpInstructions}</dt>
              <dd className="col-sm-9 text-break">{parts.followUpInstructions || '—'}</dd>
            </>
          ) : null}
          {activity.communityTopic !== null ? (
            <IdeaLine term={T.communityTopic} idea={activity.communityTopic} />
          ) : null}
          {activity.inTellExisting !== null ? (
            <IdeaLine term={parts.inTellTerm} idea={activity.inTellExisting} />
          ) : null}
          {parts.options.length > 0 ? (
            <>
              <dt className="col-sm-3 fw-normal text-body-secondary">{T.options}</dt>
              <dd className="col-sm-9">
                <ul className="list-unstyled mb-0">
                  {parts.options.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {parts.intentPrompt !== null ? (
            <>
              <dt className="col-sm-3 fw-normal text-body-secondary">{T.intentPrompt}</dt>
              <dd className="col-sm-9 text-break">{parts.intentPrompt}</dd>
            </>
          ) : null}
        </dl>
        {activity.followUpOf != null ? (
          <p className="small mb-2">{T.followUpOf(followUpOrder)}</p>
        ) : null}
        {activity.followUpReaders && activity.followUpReaders.length > 0 ? (
          <p className="small mb-2">
            {FT.givenTo(activity.followUpReaders.map((reader) => reader.name))}
          </p>
        ) : null}
        {enabled || completed > 0 ? (
          <p className="mb-2 fw-semibold" data-testid="completed-count">
            {T.completedCount(completed)}
          </p>
        ) : null}

        <div
          role="group"
          aria-label={T.controlsLabel(order)}
          className="d-flex flex-wrap align-items-center gap-2"
        >
          <Form.Check
            type="switch"
            id={controlId(id, 'live')}
            className="me-2 mb-0"
            role="switch"
            checked={enabled}
            onChange={() =>
              startTransition(async () => {
                showEnabled(!activity.enabled);
                await onToggleLive(activity);
              })
            }
            label={
              <>
                {T.goLive}
                {hidden(of)}
              </>
            }
          />
          <Button
            id={controlId(id, 'up')}
            size="sm"
            variant="outline-secondary"
            disabled={order <= 1}
            onClick={guard(() => onMove(activity, order - 1, 'up'))}
          >
            <span aria-hidden="true">↑ </span>
            {T.moveUp}
            {hidden(of)}
          </Button>
          <Button
            id={controlId(id, 'down')}
            size="sm"
            variant="outline-secondary"
            disabled={order >= count}
            onClick={guard(() => onMove(activity, order + 1, 'down'))}
          >
            <span aria-hidden="true">↓ </span>
            {T.moveDown}
            {hidden(of)}
          </Button>
          <span className="d-inline-flex align-items-center gap-1">
            <Form.Label htmlFor={controlId(id, 'jump') + '-to'} className="small mb-0">
              {T.jumpTo}
              {hidden(of)}
            </Form.Label>
            <Form.Select
              id={controlId(id, 'jump') + '-to'}
              size="sm"
              className="w-auto"
              value={jumpTo}
              onChange={(event) => setTarget(Number(event.target.value))}
            >
              {Array.from({ length: count }, (_, index) => index + 1).map((position) => (
                <option key={position} value={position}>
                  {position}
                </option>
              ))}
            </Form.Select>
            <Button
              id={controlId(id, 'jump')}
              size="sm"
              variant="outline-secondary"
              disabled={jumpTo === order}
              onClick={guard(() => {
                setTarget(null);
                onMove(activity, jumpTo, 'jump');
              })}
            >
              {T.jump}
              {hidden(of)}
            </Button>
          </span>
          {onEdit ? (
            <Button
              id={controlId(id, 'edit')}
              size="sm"
              variant="outline-primary"
              className="ms-sm-auto"
              onClick={() => onEdit(activity)}
            >
              {R.edit}
              {hidden(of)}
            </Button>
          ) : null}
          {onDuplicate ? (
            <Button
              id={controlId(id, 'duplicate')}
              size="sm"
              variant="outline-primary"
              className={onEdit ? undefined : 'ms-sm-auto'}
              onClick={() => onDuplicate(activity)}
            >
              {R.duplicate}
              {hidden(of)}
            </Button>
          ) : null}
          <Button
            id={controlId(id, 'delete')}
            size="sm"
            variant="outline-danger"
            className={onEdit || onDuplicate ? undefined : 'ms-auto'}
            onClick={guard(() => onDelete(activity))}
          >
            {T.delete}
            {hidden(of)}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

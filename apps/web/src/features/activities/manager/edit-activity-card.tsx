import type { ActivityDto } from '@thoughtful/shared';
import { useEffect, useId, useRef } from 'react';
import { Card } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useEditActivity } from '../api/manager-activities';
import { EditActivityForm } from './add-activity-form';
import { editBody, type ActivityChoice, type ActivityFormState } from './activity-form-model';
import { activityTypeLabel, MANAGER_TEXT as T } from './manager-text';
import { REUSE_TEXT as R } from './reuse-text';

export interface EditActivityCardProps {
  /** The activity, of a type the add form makes. */
  activity: ActivityDto & { selection: ActivityChoice };
  /** Saved, or cancelled: the card shows again. */
  onDone: (saved: boolean) => void;
}

/**
 * An activity being edited, in its card's place (DESIGN.md §14 'Reuse'): the add form filled with
 * it. Once a student has completed it only its instructions can change (the server holds the same
 * rule). The focus starts on its heading; Cancel leaves it as it was.
 */
export function EditActivityCard({ activity, onDone }: EditActivityCardProps) {
  const edit = useEditActivity();
  const { addAlert, alertErrors } = useAlerts();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const completed = activity.completedCount ?? activity.studentsCompleted?.length ?? 0;
  const locked = completed > 0;

  useEffect(() => heading.current?.focus(), []);

  const onSave = (state: ActivityFormState) =>
    edit.mutate(
      { id: activity._id, body: editBody(activity, state, locked) },
      {
        onSuccess: () => {
          addAlert(R.saved(activity.order), 'success');
          onDone(true);
        },
        onError: (error) => alertErrors(error, T.modifyFailed),
      },
    );

  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className="border-primary"
      data-testid="activity-editor"
    >
      <Card.Header className="bg-primary-subtle border-primary px-2 px-sm-3">
        <h3 id={headingId} ref={heading} className="h6 mb-0" tabIndex={-1}>
          {R.editTitle(activity.order)}
          <span className="fw-normal">
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">: </span>
            {activityTypeLabel(activity.selection)}
          </span>
        </h3>
      </Card.Header>
      <Card.Body className="p-2 p-sm-3">
        <EditActivityForm
          activity={activity}
          locked={locked}
          pending={edit.isPending}
          onSave={onSave}
          onCancel={() => onDone(false)}
        />
      </Card.Body>
    </Card>
  );
}

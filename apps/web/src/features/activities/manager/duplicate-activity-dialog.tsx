import { useId, useRef, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { MANAGER_TEXT as T } from './manager-text';
import { REUSE_TEXT as R } from './reuse-text';

export interface DuplicateTarget {
  order: number;
  classId: string;
  className: string;
}

export interface DuplicateActivityDialogProps {
  /** The activity to duplicate, or null when the dialog is closed. */
  activity: DuplicateTarget | null;
  /** The classes the teacher manages (not archived): where a copy may go. */
  classes: readonly { _id: string; name: string }[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: (classId: string) => void;
  /** Closed and faded out: the focus may move. */
  onExited: () => void;
}

/**
 * Duplicates an activity into its own class or another of the teacher's (DESIGN.md §14 'Reuse').
 * A copy harms nothing, so the focus starts on the choice of class (or on Duplicate when there is
 * no other class); Escape cancels.
 */
export function DuplicateActivityDialog({
  activity,
  classes,
  pending,
  onCancel,
  onConfirm,
  onExited,
}: DuplicateActivityDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  // The words stay while the dialog fades out after the activity is cleared.
  const [shown, setShown] = useState(activity);
  const [target, setTarget] = useState(activity?.classId ?? '');
  if (activity !== null && activity !== shown) {
    setShown(activity);
    setTarget(activity.classId);
  }
  const own = shown === null ? null : { _id: shown.classId, name: shown.className };
  // Its own class first, named so; then the others.
  const options = own === null ? [] : [own, ...classes.filter((c) => c._id !== own._id)];

  return (
    <Modal
      show={activity !== null}
      onHide={onCancel}
      onEntered={() => (select.current ?? confirm.current)?.focus()}
      onExited={onExited}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // The screen puts the focus back itself: on the card's Duplicate, or on the copy.
      restoreFocus={false}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending && target !== '') onConfirm(target);
        }}
      >
        <Modal.Header>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {shown !== null ? R.duplicateTitle(shown.order) : null}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {options.length > 1 ? (
            <Form.Group controlId={selectId} className="mb-2">
              <Form.Label>{R.duplicateInto}</Form.Label>
              <Form.Select
                ref={select}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                {options.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c._id === own?._id ? R.thisClass(c.name) : c.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ) : null}
          <p id={bodyId} className="mb-0">
            {R.duplicateBody}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </Button>
          <Button ref={confirm} type="submit" variant="primary" disabled={pending}>
            {pending ? R.duplicating : R.duplicateConfirm}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

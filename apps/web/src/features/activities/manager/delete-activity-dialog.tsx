import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { MANAGER_TEXT as T } from './manager-text';

export interface DeleteActivityDialogProps {
  /** The activity to delete, or null when the dialog is closed. */
  activity: { order: number; type: string } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Closed and faded out: the focus may move. */
  onExited: () => void;
}

/**
 * Asks before an activity is deleted. Focus starts on Cancel, the harmless choice, so
 * an Enter pressed out of habit deletes nothing; Escape cancels.
 */
export function DeleteActivityDialog({
  activity,
  pending,
  onCancel,
  onConfirm,
  onExited,
}: DeleteActivityDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The words stay while the dialog fades out after the activity is cleared.
  const [shown, setShown] = useState(activity);
  if (activity !== null && activity !== shown) setShown(activity);
  return (
    <Modal
      show={activity !== null}
      onHide={onCancel}
      onEntered={() => cancel.current?.focus()}
      onExited={onExited}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // The screen puts the focus back itself: on the card's Delete, or on the list once deleted.
      restoreFocus={false}
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {T.deleteTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>
        {shown !== null ? T.deleteBody(shown.order, shown.type) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button ref={cancel} variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {T.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {T.confirmDelete}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  pending?: boolean;
  variant?: 'danger' | 'primary';
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before something that cannot be taken back. Focus starts on Cancel, the harmless choice,
 * so an Enter pressed out of habit changes nothing; Escape cancels.
 */
export function ConfirmDialog({
  show,
  title,
  body,
  confirm,
  cancel,
  pending = false,
  variant = 'danger',
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The words stay while the dialog fades out.
  const [shown, setShown] = useState({ title, body });
  if (show && (shown.title !== title || shown.body !== body)) setShown({ title, body });
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onEntered={() => cancelButton.current?.focus()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {shown.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{shown.body}</Modal.Body>
      <Modal.Footer>
        <Button
          ref={cancelButton}
          variant="outline-secondary"
          onClick={onCancel}
          disabled={pending}
        >
          {cancel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={pending}>
          {confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

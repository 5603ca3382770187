import { useId, useRef } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface AskFirstDialogProps {
  show: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  pending: boolean;
  variant: 'danger' | 'primary';
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before removing a platform or rotating the keys. Focus starts on Cancel, the harmless
 * choice; Escape cancels.
 */
export function AskFirstDialog(props: AskFirstDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      show={props.show}
      onHide={props.onCancel}
      onEntered={() => cancelButton.current?.focus()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{props.body}</Modal.Body>
      <Modal.Footer>
        <Button
          ref={cancelButton}
          variant="outline-secondary"
          onClick={props.onCancel}
          disabled={props.pending}
        >
          {props.cancel}
        </Button>
        <Button variant={props.variant} onClick={props.onConfirm} disabled={props.pending}>
          {props.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

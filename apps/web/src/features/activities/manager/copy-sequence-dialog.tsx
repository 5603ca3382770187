import { useId, useRef, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { MANAGER_TEXT as T } from './manager-text';
import { REUSE_TEXT as R } from './reuse-text';

export interface CopySequenceDialogProps {
  show: boolean;
  /** The other classes the teacher manages (not archived): where the sequence may go. */
  classes: readonly { _id: string; name: string }[];
  /** How many activities are copied (follow-ups stay behind). */
  count: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (toClassId: string) => void;
  onExited: () => void;
}

/**
 * Copies the class's whole sequence to another class of the teacher's (DESIGN.md §14 'Reuse'):
 * in order, after that class's own, none live; follow-ups stay. The focus starts on the class.
 */
export function CopySequenceDialog({
  show,
  classes,
  count,
  pending,
  onCancel,
  onConfirm,
  onExited,
}: CopySequenceDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [chosen, setChosen] = useState('');
  // The first other class until one is chosen (or the chosen one is gone).
  const target = classes.some((c) => c._id === chosen) ? chosen : (classes[0]?._id ?? '');

  return (
    <Modal
      show={show}
      onHide={onCancel}
      onEntered={() => select.current?.focus()}
      onExited={onExited}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
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
            {R.copyTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={selectId} className="mb-2">
            <Form.Label>{R.copyTo}</Form.Label>
            <Form.Select
              ref={select}
              value={target}
              onChange={(event) => setChosen(event.target.value)}
            >
              {classes.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <div id={bodyId}>
            <p className="mb-1">{R.copyBody(count)}</p>
            <p className="mb-0 small text-body-secondary">{R.copyFollowUps}</p>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={pending || target === ''}>
            {pending ? R.copying : R.copyConfirm}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

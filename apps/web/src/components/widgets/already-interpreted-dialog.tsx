import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { ALREADY_INTERPRETED_TEXT as T } from './widgets-text';
import { useSpokenLanguage } from '../../lib/i18n';

export interface AlreadyInterpretedDialogProps {
  show: boolean;
  onCancel: () => void;
  onEdit: () => void;
  /**
   * The reputation a first interpretation gave and each change takes (DESIGN.md §6); null where
   * none moves (a waveMaker rating, the author's own inTell), so that the dialog promises nothing.
   */
  points: { first: number; penalty: number } | null;
}

/**
 * Asked before a saved interpretation or rating is edited (content §2 'Interpretation gate',
 * §6 'Existing ratings are read-only until the user confirms editing'): Cancel keeps it,
 * 'Edit my prior choice' opens it for editing.
 */
export function AlreadyInterpretedDialog({
  show,
  onCancel,
  onEdit,
  points,
}: AlreadyInterpretedDialogProps) {
  useSpokenLanguage();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {T.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{points ? T.points(points.first, points.penalty) : T.noPoints}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button variant="primary" onClick={onEdit}>
          {T.edit}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

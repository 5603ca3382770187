import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { MANAGER_TEXT as T } from './manager-text';

export interface CommunityTopicDialogProps {
  show: boolean;
  onHide: () => void;
  /** Opened by Submit without a topic (content §5): it also asks for one. */
  required: boolean;
  /** Closed and faded out. */
  onExited?: () => void;
}

/**
 * The community-topic help dialog (content §2 'Dialogs', §5): what a guiding question is, and,
 * when Submit opened it, the submit guidance's 'Please select a community topic.'.
 */
export function CommunityTopicDialog({
  show,
  onHide,
  required,
  onExited,
}: CommunityTopicDialogProps) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      // Opened by Submit, it hands the focus to the topic's search (onExited), not back to Submit.
      restoreFocus={!required}
      aria-labelledby={titleId}
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {T.topicDialogTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {required ? <p className="fw-semibold">{T.topicDialogRequired}</p> : null}
        {T.topicDialogBody.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {T.ok}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { CREATE_AGENT_TEXT, type CreateAgentHelpTopic } from '../create-agent-text';
import './create-agent-dialog.css';

export interface CreateAgentHelpDialogProps {
  /** The help to show, or null when closed. */
  topic: CreateAgentHelpTopic | null;
  onHide: () => void;
  /** After the dialog has gone, e.g. to move focus back to the field that needs attention. */
  onExited?: () => void;
}

/**
 * The two help dialogs of content §5 ('no valid URL', 'valid URL but no name'). They open over
 * the create dialog, which keeps what was typed; react-bootstrap traps focus in the top one.
 */
export function CreateAgentHelpDialog({ topic, onHide, onExited }: CreateAgentHelpDialogProps) {
  // Drawn again in the reader's language when she changes it.
  useLingui();
  const titleId = useId();
  // The text stays while the dialog fades out after OK.
  const [lastTopic, setLastTopic] = useState<CreateAgentHelpTopic>(topic ?? 'url');
  if (topic !== null && topic !== lastTopic) setLastTopic(topic);
  const help = CREATE_AGENT_TEXT.help[topic ?? lastTopic];
  return (
    <Modal
      show={topic !== null}
      onHide={onHide}
      onExited={onExited}
      restoreFocus={onExited === undefined}
      aria-labelledby={titleId}
      className="create-agent-help"
      backdropClassName="create-agent-help-backdrop"
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {help.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {help.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mb-2">
            {paragraph}
          </p>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {CREATE_AGENT_TEXT.help.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

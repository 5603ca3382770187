import { Trans as Words } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import type { NewLinkSentence } from '../link-confirmation';
import { LINK_CONFIRM_TEXT as T, NEW_LINK_SENTENCES } from '../links-text';

export interface ConfirmLinkDialogProps {
  /** The link about to be made, in words; null when the dialog is closed. */
  sentence: NewLinkSentence | null;
  /** The link is being made: both buttons wait. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a link is made from a search result: both items' names and the relation
 * in plain words, 'Create link' or Cancel. Only 'Create link' calls the API. Focus starts on
 * Cancel, as in the app's other confirmations, so an Enter pressed out of habit makes nothing;
 * Escape cancels; on Cancel the focus goes back to the result that was chosen.
 */
export function ConfirmLinkDialog({
  sentence,
  pending,
  onCancel,
  onConfirm,
}: ConfirmLinkDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The words stay while the dialog fades out after it is closed.
  const [shown, setShown] = useState(sentence);
  if (sentence !== null && sentence !== shown) setShown(sentence);
  return (
    <Modal
      show={sentence !== null}
      onHide={() => {
        if (!pending) onCancel();
      }}
      onEntered={() => cancel.current?.focus()}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {T.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>
        {shown !== null ? (
          <p className="text-break" data-testid="new-link-sentence">
            {/* The relation's whole sentence, the two names in bold inside it. */}
            <Words
              id={NEW_LINK_SENTENCES[shown.relation].id}
              message={NEW_LINK_SENTENCES[shown.relation].message}
              values={{
                first: <strong>{shown.first}</strong>,
                second: <strong>{shown.second}</strong>,
              }}
            />
          </p>
        ) : null}
        <p className="small text-body-secondary mb-0">{T.note}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button ref={cancel} variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {T.cancel}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending}>
          {pending ? T.creating : T.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

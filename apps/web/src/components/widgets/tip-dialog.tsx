import { TIP_DIALOG_PAGE_COUNT } from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { TIP_DIALOG_TEXT, TIP_PAGES } from './widgets-text';
import { useSpokenLanguage } from '../../lib/i18n';

export interface TipDialogProps {
  show: boolean;
  onHide: () => void;
}

/**
 * The four-page 'How to read the trees' dialog (spec accounts §2, 'Tip dialog'): Back, Next and
 * Close, with an 'n of 4' counter. It opens on page 1 every time.
 */
export function TipDialog({ show, onHide }: TipDialogProps) {
  useSpokenLanguage();
  const [page, setPage] = useState(1);
  const titleId = useId();
  const tip = TIP_PAGES[page - 1] ?? TIP_PAGES[0];

  return (
    <Modal show={show} onHide={onHide} onExited={() => setPage(1)} aria-labelledby={titleId}>
      {/* No corner ×: the footer's Close (and Escape) close it, so 'Close' names one button. */}
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {TIP_DIALOG_TEXT.title}
        </Modal.Title>
      </Modal.Header>
      {/* Polite, so that a screen reader reads the new page after Back or Next. */}
      <Modal.Body aria-live="polite">
        <h3 className="h6">{tip.title}</h3>
        {tip.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="text-body-secondary small mb-0">{TIP_DIALOG_TEXT.counter(page)}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-secondary"
          disabled={page <= 1}
          onClick={() => setPage((current) => Math.max(1, current - 1))}
        >
          {TIP_DIALOG_TEXT.back}
        </Button>
        <Button
          variant="primary"
          disabled={page >= TIP_DIALOG_PAGE_COUNT}
          onClick={() => setPage((current) => Math.min(TIP_DIALOG_PAGE_COUNT, current + 1))}
        >
          {TIP_DIALOG_TEXT.next}
        </Button>
        <Button variant="secondary" onClick={onHide}>
          {TIP_DIALOG_TEXT.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import { useId, useRef, useState, type RefObject } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useWithdrawLinkRating, type LinkKindName } from '../api/withdraw-rating';
import { LINK_WITHDRAW_TEXT as T } from '../links-text';

/** What became of the link once the reader's rating was withdrawn. */
export type WithdrawOutcome = 'withdrawn' | 'removed';

export interface WithdrawRatingProps {
  kind: LinkKindName;
  linkId: string;
  /** The reader has a rating of the link: only then is the button shown. */
  rated: boolean;
  /** Called once the server has withdrawn the rating. */
  onWithdrawn: (outcome: WithdrawOutcome) => void;
  /** Where the focus goes when the link stays: the button is gone with the rating. */
  focusAfter: RefObject<HTMLElement | null>;
}

/**
 * 'Withdraw my rating' on a link page, asked first in a dialog: Cancel (where the focus
 * starts, and which Escape means) or 'Withdraw my rating'. The dialog stays mounted while the page
 * changes under it, so that it can close and hand the focus on.
 */
export function WithdrawRating({
  kind,
  linkId,
  rated,
  onWithdrawn,
  focusAfter,
}: WithdrawRatingProps) {
  const titleId = useId();
  const bodyId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const done = useRef(false);
  const { alertErrors } = useAlerts();
  const { mutate, isPending } = useWithdrawLinkRating(kind, linkId);

  function confirm() {
    if (isPending) return;
    mutate(undefined, {
      onSuccess: (answer) => {
        done.current = true;
        setAsking(false);
        onWithdrawn(answer.link === null ? 'removed' : 'withdrawn');
      },
      onError: (error) => {
        setAsking(false);
        alertErrors(error, T.failed);
      },
    });
  }

  return (
    <>
      {rated ? (
        <Button ref={button} variant="outline-danger" onClick={() => setAsking(true)}>
          {T.button}
        </Button>
      ) : null}
      <Modal
        show={asking}
        onHide={() => {
          if (!isPending) setAsking(false);
        }}
        onEntered={() => {
          done.current = false;
          cancel.current?.focus();
        }}
        onExited={() => (done.current ? focusAfter.current : button.current)?.focus()}
        restoreFocus={false}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <Modal.Header>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {T.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body id={bodyId}>
          <p className="mb-0">{T.body}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button
            ref={cancel}
            variant="outline-secondary"
            onClick={() => setAsking(false)}
            disabled={isPending}
          >
            {T.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={isPending}>
            {isPending ? T.withdrawing : T.confirm}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

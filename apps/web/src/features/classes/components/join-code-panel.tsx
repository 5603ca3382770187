import { formatJoinCode, type ClassDto } from '@thoughtful/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useUpdateClass } from '../api/classes-api';
import { joinLink } from '../class-paths';
import { ROSTER_TEXT as T } from '../classes-text';
import { printPart, type PrintPart } from '../print-part';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QrCode } from './qr-code';

export interface JoinCodePanelProps {
  schoolClass: ClassDto & { code: string };
  /** What prints by default while this screen shows, put back after printing the poster. */
  defaultPrint: PrintPart;
}

/**
 * The join code, its link and QR code (DESIGN.md §10, way 2). The same block is the poster that
 * prints (roster.css): on paper the code, link and QR code are large, the buttons gone.
 */
export function JoinCodePanel({ schoolClass, defaultPrint }: JoinCodePanelProps) {
  const update = useUpdateClass();
  const { addAlert, alertErrors } = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const code = formatJoinCode(schoolClass.code);
  const link = joinLink(window.location.origin, schoolClass.code);

  function rotate() {
    update.mutate(
      { id: schoolClass._id, body: { rotateCode: true } },
      {
        onSuccess: () => {
          setConfirming(false);
          addAlert(T.rotated, 'success');
        },
        onError: (failure) => {
          setConfirming(false);
          alertErrors(failure);
        },
      },
    );
  }

  return (
    <section aria-labelledby="roster-code-heading" className="mb-4">
      <h3 className="h5" id="roster-code-heading">
        {T.codeHeading}
      </h3>
      <p className="text-body-secondary small">{T.codeHelp}</p>
      <div className="join-poster" data-print-area="join">
        <p className="join-poster-title">{T.posterJoin(schoolClass.name)}</p>
        <div className="join-poster-body">
          <QrCode text={link} alt={T.qrAlt(link)} className="join-qr" />
          <dl className="join-poster-facts">
            <dt>{T.codeLabel}</dt>
            <dd className="join-code" data-testid="join-code">
              {code}
            </dd>
            <dt>{T.linkLabel}</dt>
            <dd className="join-link text-break">
              <a href={link}>{link}</a>
            </dd>
          </dl>
        </div>
        <p className="join-poster-steps">{T.posterSteps}</p>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button variant="outline-primary" onClick={() => printPart('join', defaultPrint)}>
          {T.print}
        </Button>
        <Button variant="outline-secondary" onClick={() => setConfirming(true)}>
          {T.rotate}
        </Button>
      </div>
      <ConfirmDialog
        show={confirming}
        title={T.rotateTitle}
        body={T.rotateBody}
        confirm={T.rotateConfirm}
        cancel={T.cancel}
        pending={update.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={rotate}
      />
    </section>
  );
}

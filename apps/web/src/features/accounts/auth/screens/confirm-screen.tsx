import { useLingui } from '@lingui/react';
import {
  CONFIRMATION_STATUS,
  confirmationStatusFromError,
  confirmationStatusFromSuccess,
} from '@thoughtful/shared';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { errorMessages } from '../../../../components/alerts/error-messages';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useConfirmAccount } from '../api/confirm-account';
import { CONFIRM_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';
import { ConfirmationStatusView } from '../components/confirmation-status-view';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * `/confirm/{id}/{code}` (spec accounts §2, §7): confirms an e-mail or opens a password reset.
 * The answer's wording decides the status; the status decides what shows.
 */
export function ConfirmScreen() {
  const { _ } = useLingui();
  const { id = '', code = '' } = useParams();
  const { confirmationStatus, setConfirmationStatus } = useAuth();
  const { alertErrors } = useAlerts();
  const [passwordChanged, setPasswordChanged] = useState(false);
  const { mutate } = useConfirmAccount({
    onSuccess: (response) => setConfirmationStatus(confirmationStatusFromSuccess(response.msg)),
    onError: (error) => {
      const status = confirmationStatusFromError(errorMessages(error).join('\n'));
      // The known refusals are explained by their status; an unforeseen one (too many attempts,
      // no connection) also shows what actually went wrong.
      if (status === CONFIRMATION_STATUS.UNKNOWN_ERROR) alertErrors(error);
      setConfirmationStatus(status);
    },
  });

  // Once per link, and only while the status is unknown (spec accounts §2): the call spends a
  // confirmation code, so React's development double effect must not send it twice.
  const requestedFor = useRef<string | null>(null);
  useEffect(() => {
    const link = `${id}/${code}`;
    if (confirmationStatus !== null || requestedFor.current === link) return;
    requestedFor.current = link;
    mutate({ id, code });
  }, [id, code, confirmationStatus, mutate]);

  if (confirmationStatus === null) {
    return (
      <section className="py-4">
        <LoadingIndicator label={_(CONFIRM_TEXT.loading)} />
      </section>
    );
  }
  if (confirmationStatus === CONFIRMATION_STATUS.RESET_ACKNOWLEDGED) {
    return (
      <section className="py-4">
        <h1>{_(CONFIRM_TEXT.newPasswordHeading)}</h1>
        <NewPasswordForm userId={id} code={code} onChanged={() => setPasswordChanged(true)} />
      </section>
    );
  }
  return (
    <ConfirmationStatusView
      status={confirmationStatus}
      words={
        passwordChanged && confirmationStatus === CONFIRMATION_STATUS.CONFIRMED
          ? CONFIRM_TEXT.passwordChanged
          : undefined
      }
    />
  );
}

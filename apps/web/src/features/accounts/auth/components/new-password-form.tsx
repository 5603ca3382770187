import { useLingui } from '@lingui/react';
import {
  ALERT_TIMEOUT_MS,
  AUTH_ALERTS,
  AUTH_MESSAGES,
  CONFIRMATION_STATUS,
  validateNewPassword,
  type NewPasswordField,
} from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { ApiError } from '../../../../lib/api-client';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useChangePassword } from '../api/change-password';
import { CONFIRM_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';
import { PasswordFields } from './password-fields';

const FIELD_IDS: Record<NewPasswordField, string> = {
  password: 'new-password',
  password2: 'new-password2',
};

/** Status 200 of the confirmation screen: choose a new password with the link's id and code. */
export function NewPasswordForm({
  userId,
  code,
  onChanged,
}: {
  userId: string;
  code: string;
  /** The password was changed (the status becomes 1 as the spec says). */
  onChanged?: () => void;
}) {
  const { _ } = useLingui();
  const { setConfirmationStatus } = useAuth();
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useChangePassword();
  const [values, setValues] = useState({ password: '', password2: '' });
  const { errors, showErrors, recheck } = useFieldErrors<NewPasswordField>();

  function update(field: NewPasswordField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(validateNewPassword(next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const list = validateNewPassword(values);
    if (!showErrors(list)) {
      focusFirstError(list, FIELD_IDS);
      return;
    }
    mutate(
      { userId, confirmationString: code, password: values.password },
      {
        onSuccess: () => {
          addAlert(
            AUTH_ALERTS.PASSWORD_CHANGE_SUCCESSFUL,
            'success',
            ALERT_TIMEOUT_MS.PASSWORD_CHANGE,
          );
          onChanged?.();
          setConfirmationStatus(CONFIRMATION_STATUS.CONFIRMED);
        },
        onError: (error) => {
          alertErrors(error);
          const failed =
            error instanceof ApiError &&
            error.messages.some((msg) => msg.includes(AUTH_MESSAGES.PASSWORD_CHANGE_FAILED));
          // Anything else (too many attempts, no connection) leaves the form to try again.
          if (failed) setConfirmationStatus(CONFIRMATION_STATUS.PASSWORD_CHANGE_FAILED);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} style={{ maxWidth: '28rem' }}>
      <PasswordFields
        purpose="new"
        ids={FIELD_IDS}
        labels={{
          password: _(CONFIRM_TEXT.newPasswordLabel),
          password2: _(CONFIRM_TEXT.newPassword2Label),
        }}
        values={values}
        errors={errors}
        onChange={update}
      />
      <Button type="submit" disabled={isPending}>
        {_(CONFIRM_TEXT.setPassword)}
      </Button>
    </form>
  );
}

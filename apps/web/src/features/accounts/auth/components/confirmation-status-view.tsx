import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { CONFIRMATION_STATUS, type ConfirmationStatus } from '@thoughtful/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONFIRM_TEXT, CONFIRMATION_STATUS_TEXT } from '../auth-text';
import { useAuth } from '../auth-provider';

/** Every known status but 200, which shows the new-password form instead. */
export type ShownConfirmationStatus = Exclude<ConfirmationStatus, null | 200>;

/**
 * The heading and message of a confirmation status (spec accounts §8) and a Sign in link, which
 * forgets the status so that the login form shows again.
 */
export function ConfirmationStatusView({
  status,
  headingLevel = 1,
  words,
}: {
  status: ShownConfirmationStatus;
  headingLevel?: 1 | 2;
  /** Other words for the status than the spec's (a password just changed shows status 1). */
  words?: { heading: MessageDescriptor; message: MessageDescriptor };
}) {
  const { _ } = useLingui();
  const { setConfirmationStatus } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  const text = words ?? CONFIRMATION_STATUS_TEXT[status];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // The form the user just submitted is gone; focus the outcome so it is read out and Tab goes on
  // from here rather than from the top of the page.
  useEffect(() => {
    heading.current?.focus();
  }, [status]);

  return (
    <section className="py-3" data-confirmation-status={status}>
      <Heading ref={heading} tabIndex={-1}>
        {_(text.heading)}
      </Heading>
      <p>{_(text.message)}</p>
      <Link to="/login" onClick={() => setConfirmationStatus(CONFIRMATION_STATUS.UNKNOWN)}>
        {_(CONFIRM_TEXT.signIn)}
      </Link>
    </section>
  );
}

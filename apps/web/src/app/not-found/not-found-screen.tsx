import { useLingui } from '@lingui/react';
import { NOT_FOUND_MESSAGE_DELAY_MS, NOT_FOUND_REDIRECT_DELAY_MS } from '@thoughtful/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOT_FOUND_TEXT } from './not-found-text';

export function NotFoundScreen() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);

  useEffect(() => {
    const messageTimer = setTimeout(() => setReturning(true), NOT_FOUND_MESSAGE_DELAY_MS);
    const redirectTimer = setTimeout(() => {
      // Replace, so that Back does not land on the unknown path and start the countdown again.
      void navigate('/', { replace: true });
    }, NOT_FOUND_REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(messageTimer);
      clearTimeout(redirectTimer);
    };
  }, [navigate]);

  return (
    <section className="py-4">
      <h1>{_(NOT_FOUND_TEXT.heading)}</h1>
      {/* Present from the start, so the message is announced when it appears. */}
      <p role="status">{returning ? _(NOT_FOUND_TEXT.returning) : null}</p>
    </section>
  );
}

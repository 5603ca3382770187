import type { IdeaDto, OwnKey } from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { RelativeTime } from '../../../../components/widgets/relative-time';
import { useSpokenLanguage } from '../../../../lib/i18n';
import { useGiveReading, useOwnKey, type ReferenceValues } from '../api/reference-readings';
import { keyQuestion, UNDERSTOOD_TEXT as T } from '../understood-text';
import { ReferenceReadingForm } from './reference-reading-form';
import './understood.css';

/**
 * A teacher's key to an inTell (issue 45, calibration keys): the compared scales answered as
 * the key, saved with `role: 'key'` and never counted in the results. Behind a button, so the
 * screen stays the reader's until she chooses to give one; the sliders start on the key she gave
 * before (`GET /api/ideas/{id}/key`). Rendered for teachers and admins.
 */
export function TeacherKey({ idea }: { idea: IdeaDto }) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<ReferenceValues | null>(null);
  const { alertErrors } = useAlerts();
  const { mutate, isPending } = useGiveReading(idea._id, 'key');
  const own = useOwnKey(idea._id);
  const given = own.data ? keyValues(own.data) : undefined;

  function submit(values: ReferenceValues) {
    mutate(values, {
      onSuccess: () => setSaved(values),
      onError: (failure) => alertErrors(failure, T.keyFailed),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="understood-column mx-auto mt-4"
      data-testid="teacher-key"
    >
      <h2 id={headingId} className="h5">
        {T.keyHeading}
      </h2>
      <p className="small text-body-secondary">{T.keyHelp}</p>
      {own.data && saved === null ? (
        <p className="small" data-testid="teacher-key-given">
          {T.keyGivenAt} <RelativeTime date={own.data.updatedAt} />. {T.keyStartsOnIt}
        </p>
      ) : null}
      <Button
        variant="outline-primary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((now) => !now)}
      >
        {open ? T.keyClose : T.keyOpen}
      </Button>
      {/* The sliders start on her key, once read (a failed read leaves them unplaced). */}
      {open && !own.isPending ? (
        <div id={formId} className="mt-3">
          <ReferenceReadingForm
            question={keyQuestion}
            initial={saved ?? given}
            submitLabel={T.keySave}
            submitting={isPending}
            onSubmit={submit}
          />
        </div>
      ) : null}
      <div role="status" className="mt-2">
        {saved !== null ? (
          <Alert variant="success" className="mb-0 py-2">
            {T.keySaved}
          </Alert>
        ) : null}
      </div>
    </section>
  );
}

/** Her key as the sliders take it. */
function keyValues(key: OwnKey): ReferenceValues {
  return {
    emotion: key.emotion,
    authorIntent: key.authorIntent,
    sound: key.sound,
    goodFaith: key.goodFaith,
  };
}

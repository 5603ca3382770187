import type { IdeaDto, UnderstoodScales } from '@thoughtful/shared';
import { useId } from 'react';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useSpokenLanguage } from '../../../../lib/i18n';
import { useGiveReading, useUnderstood, type ReferenceValues } from '../api/reference-readings';
import { authorQuestion, UNDERSTOOD_TEXT as T } from '../understood-text';
import { ReferenceReadingForm } from './reference-reading-form';
import { WasIUnderstood } from './was-i-understood';

/** Her reading as the sliders take it, from the answer's `author` per scale. */
function savedValues(scales: UnderstoodScales): ReferenceValues {
  const of = (scale: keyof ReferenceValues) =>
    scales.find((row) => row.scale === scale)?.author ?? null;
  return {
    emotion: of('emotion'),
    authorIntent: of('authorIntent'),
    sound: of('sound'),
    goodFaith: of('goodFaith'),
    values: scales.find((row) => row.scale === 'values')?.values?.meant ?? [],
  };
}

/**
 * The author's own reading of her inTell (issue 45, 'Was I understood?'): 'How I mean it' on the
 * scales readers use, saved with `role: 'author'` (never counted in the results), then where
 * readers read it differently. Rendered for the inTell's author only.
 */
export function HowIMeanIt({ idea }: { idea: IdeaDto }) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const headingId = useId();
  const { addAlert, alertErrors } = useAlerts();
  const understood = useUnderstood(idea._id, true);
  const { mutate, isPending } = useGiveReading(idea._id, 'author');
  // Her saved reading, once read: the sliders start on it.
  const saved = understood.data ? savedValues(understood.data) : undefined;
  const said =
    understood.data?.some((row) => row.author !== null || (row.values?.meant.length ?? 0) > 0) ??
    false;

  function submit(values: ReferenceValues) {
    mutate(values, {
      onSuccess: () => addAlert(T.meanSaved, 'success'),
      onError: (failure) => alertErrors(failure, T.meanFailed),
    });
  }

  return (
    <div className="understood-column mx-auto mt-4" data-testid="how-i-mean-it">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="h5">
          {T.meanHeading}
        </h2>
        <p className="small text-body-secondary">{T.meanHelp}</p>
        {/* The sliders start on her saved reading, read once; after a save they keep hers. */}
        {understood.isPending ? null : (
          <ReferenceReadingForm
            question={authorQuestion}
            initial={saved}
            submitLabel={T.meanSave}
            submitting={isPending}
            onSubmit={submit}
            withValues
          />
        )}
      </section>
      {understood.data && said ? <WasIUnderstood scales={understood.data} /> : null}
    </div>
  );
}

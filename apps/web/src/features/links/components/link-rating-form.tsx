import { SUPPORT_DAMAGE_SCALE, type LinkIdeaIdeaDto, type LinkRatingDto } from '@thoughtful/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useRateLinkIdeaIdea } from '../api/rate-link';
import { LINK_RATING_TEXT as T } from '../links-text';

// Worded when drawn, never when the module loads: the screens' catalogue may not be there yet.
const levelChoices = () =>
  SUPPORT_DAMAGE_SCALE.map((value, index) => ({
    value,
    label: T.levelWords[index] ?? String(value),
  }));
const confidenceChoices = () =>
  T.confidenceChoices.map((choice) => ({ value: choice.value, label: choice.label }));

/** The choice nearest to a stored value (the API takes any level and confidence in range). */
function nearest(choices: readonly { value: number }[], value: number): number {
  let best = choices[0]?.value ?? value;
  for (const choice of choices) {
    if (Math.abs(choice.value - value) < Math.abs(best - value)) best = choice.value;
  }
  return best;
}

interface Draft {
  level: number | null;
  confidence: number | null;
  isSimilar: boolean;
  isComplex: boolean;
  isReversed: boolean;
}

function draftOf(rating: LinkRatingDto | null): Draft {
  if (rating === null) {
    return { level: null, confidence: null, isSimilar: false, isComplex: false, isReversed: false };
  }
  return {
    level: nearest(levelChoices(), rating.level),
    confidence: nearest(confidenceChoices(), rating.confidence),
    isSimilar: rating.isSimilar,
    isComplex: rating.isComplex,
    isReversed: rating.isReversed,
  };
}

/** A labelled group of radio buttons (arrow keys move within it), with an error under it. */
function RadioGroup({
  id,
  legend,
  hint,
  choices,
  value,
  onChange,
  error,
  inline = false,
}: {
  id: string;
  legend: string;
  hint?: string;
  choices: readonly { value: number; label: string }[];
  value: number | null;
  onChange: (value: number) => void;
  error: string | null;
  inline?: boolean;
}) {
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      role="radiogroup"
      id={id}
      aria-labelledby={legendId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <p id={legendId} className="fw-semibold mb-1">
        {legend}
      </p>
      {hint ? (
        <p id={hintId} className="form-text mt-0 mb-1">
          {hint}
        </p>
      ) : null}
      {choices.map((choice, index) => (
        <Form.Check
          key={choice.value}
          type="radio"
          inline={inline}
          id={`${id}-${index}`}
          name={id}
          label={choice.label}
          checked={value === choice.value}
          onChange={() => onChange(choice.value)}
        />
      ))}
      {error ? (
        <p id={errorId} className="text-danger small mb-0">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="border rounded p-3 mb-3">{children}</div>;
}

/**
 * The idea-to-idea link page's rating form: how the cause bears on the effect on the
 * seven-point support/damage scale, how sure the reader is, and whether the two are similar, the
 * link complex, or read the other way round. The reader's saved rating is chosen to begin with;
 * Submit sends `POST /api/linkIdeaIdeas/{id}/scale` and the page's sentences follow the answer.
 * Withdrawing the rating (the page's button, below the form) empties the choices again.
 */
export function LinkRatingForm({
  link,
  children,
}: {
  link: LinkIdeaIdeaDto;
  children?: ReactNode;
}) {
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const levelId = `${prefix}-level`;
  const confidenceId = `${prefix}-confidence`;
  const { alertErrors } = useAlerts();
  const { mutate, isPending } = useRateLinkIdeaIdea(link._id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(link.myRating));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  // A withdrawn rating clears the choices: the form starts again from nothing.
  const [rating, setRating] = useState(link.myRating);
  if (link.myRating !== rating) {
    setRating(link.myRating);
    if (link.myRating === null) {
      setDraft(draftOf(null));
      setSaved(false);
      setTried(false);
    }
  }

  const levelError = tried && draft.level === null ? T.levelMissing : null;
  const confidenceError = tried && draft.confidence === null ? T.confidenceMissing : null;

  function change(patch: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isPending) return;
    const { level, confidence } = draft;
    if (level === null || confidence === null) {
      setTried(true);
      // Focus goes to the first question still open: its first choice, none being chosen.
      document.getElementById(`${level === null ? levelId : confidenceId}-0`)?.focus();
      return;
    }
    mutate(
      {
        level,
        confidence,
        isSimilar: draft.isSimilar,
        isComplex: draft.isComplex,
        isReversed: draft.isReversed,
      },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          console.error(T.consoleError, error);
          // The choices stay, for another try.
          alertErrors(error, T.failed);
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-4 link-rating-form">
      <h2 id={headingId} className="h5">
        {T.heading}
      </h2>
      <p className="text-body-secondary small">{T.intro}</p>
      <Form noValidate onSubmit={submit}>
        <Section>
          <RadioGroup
            id={levelId}
            legend={T.levelLegend}
            hint={T.levelHint}
            choices={levelChoices()}
            value={draft.level}
            onChange={(level) => change({ level })}
            error={levelError}
          />
        </Section>
        <Section>
          <RadioGroup
            id={confidenceId}
            legend={T.confidenceLegend}
            choices={confidenceChoices()}
            value={draft.confidence}
            onChange={(confidence) => change({ confidence })}
            error={confidenceError}
            inline
          />
        </Section>
        <Section>
          <fieldset aria-describedby={`${prefix}-also-hint`}>
            <legend className="fs-6 fw-semibold mb-1">{T.alsoLegend}</legend>
            <p id={`${prefix}-also-hint`} className="form-text mt-0 mb-1">
              {T.alsoHint}
            </p>
            <Form.Check
              type="checkbox"
              id={`${prefix}-similar`}
              label={T.similar}
              checked={draft.isSimilar}
              onChange={(event) => change({ isSimilar: event.target.checked })}
            />
            <Form.Check
              type="checkbox"
              id={`${prefix}-complex`}
              label={T.complex}
              checked={draft.isComplex}
              onChange={(event) => change({ isComplex: event.target.checked })}
            />
            <Form.Check
              type="checkbox"
              id={`${prefix}-reversed`}
              label={T.reversed}
              checked={draft.isReversed}
              onChange={(event) => change({ isReversed: event.target.checked })}
            />
          </fieldset>
        </Section>
        {/* aria-disabled, not disabled: focus stays on the button while the rating is sent. */}
        <Button
          type="submit"
          aria-disabled={isPending}
          className={isPending ? 'disabled' : undefined}
        >
          {isPending ? T.submitting : T.submit}
        </Button>
        <p role="status" className="mt-2 mb-0">
          {saved ? T.saved : ''}
        </p>
      </Form>
      {/* 'Withdraw my rating', once the reader has one (the page supplies it). */}
      {children ? <div className="mt-3">{children}</div> : null}
    </section>
  );
}

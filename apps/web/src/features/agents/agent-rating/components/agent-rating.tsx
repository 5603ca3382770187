import { useLingui } from '@lingui/react';
import { PLOT_MIN_RESPONSES, type AgentDto, type ConfidenceChoice } from '@thoughtful/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTouchKeptFromSwipe } from '../../../../components/widgets/use-touch-kept-from-swipe';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { AlreadyInterpretedDialog } from '../../../../components/widgets/already-interpreted-dialog';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useAuth } from '../../../accounts';
import {
  CONFIDENCE_CHOICES,
  confidenceLabel,
  isConfidenceChoice,
  ownScale,
  PLANE_STEP,
  pointReading,
  toPlaneValue,
  xReading,
  yReading,
  type PlanePoint,
} from '../agent-rating-model';
import { AGENT_RATING_TEXT as T } from '../agent-rating-text';
import { useRateAgent } from '../api/rate-agent';
import './agent-rating.css';

/** A closing dialog gives focus back to its opener as it fades out; the slider takes it then. */
const FOCUS_AFTER_DIALOG_MS = 400;

// Plots load only when shown (the brief: 'the PDF viewer and plots loaded lazily').
const RatingPlane = lazy(async () => {
  const m = await import('./rating-plane');
  return { default: m.RatingPlane };
});

interface Draft {
  x: number | null;
  y: number | null;
  confidence: ConfidenceChoice | null;
}

const EMPTY_DRAFT: Draft = { x: null, y: null, confidence: null };

/**
 * The agent screen's view 1 (content §2 'Agent rating'): the community's ratings on the plane and
 * the reader's own. Without a saved rating the plane is in edit mode; a saved one is read-only
 * until 'Edit my rating' and the gate's 'Edit my prior choice'. A click (or the two sliders) sets x and y; the confidence buttons appear
 * once both exist; Submit saves and closes editing; 'Abort edit' reverts to the saved rating.
 */
export function AgentRating({ agent }: { agent: AgentDto }) {
  // Drawn again in the reader's language when she changes it.
  useLingui();
  const headingId = useId();
  const summaryId = useId();
  const { user } = useAuth();
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useRateAgent(agent._id);

  const saved = ownScale(agent.scales, user?._id);
  const savedPoint: PlanePoint | null = saved ? { x: saved.x, y: saved.y } : null;
  const isSelf = user !== null && agent.member !== null && agent.member._id === user._id;
  const canRate = user !== null && !isSelf;
  const others = agent.scales.filter((scale) => scale !== saved);
  const count = agent.scales.length;
  const showOthers = count >= PLOT_MIN_RESPONSES;

  // Null until the reader opens or closes editing: until then, editing exactly when nothing is saved
  // (also right when the user or the waveMaker loads late).
  const [editChoice, setEditing] = useState<boolean | null>(null);
  const editing = editChoice ?? saved === undefined;
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [asking, setAsking] = useState(false);
  // Where focus goes after the controls it was on disappear; set with the state change that
  // re-renders, applied once the new controls exist.
  const focusNext = useRef<'edit' | 'x' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const xSlider = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    (focusNext.current === 'edit' ? editButton : xSlider).current?.focus();
    focusNext.current = null;
  });

  const inEditMode = canRate && editing;
  const draftPoint: PlanePoint | null =
    draft.x !== null && draft.y !== null ? { x: draft.x, y: draft.y } : null;
  const shownPoint = inEditMode ? draftPoint : savedPoint;
  const picked = draft.x !== null || draft.y !== null;
  const ready = draftPoint !== null && draft.confidence !== null;

  function startEditing() {
    setDraft({
      x: saved?.x ?? null,
      y: saved?.y ?? null,
      confidence: saved && isConfidenceChoice(saved.confidence) ? saved.confidence : null,
    });
    setEditing(true);
    focusNext.current = 'x';
  }

  function abortEditing() {
    setDraft(EMPTY_DRAFT);
    if (saved) {
      setEditing(false);
      focusNext.current = 'edit';
    } else {
      focusNext.current = 'x';
    }
  }

  function pick(point: PlanePoint) {
    setDraft((current) => ({ ...current, ...point }));
  }

  function onSlider(axis: 'x' | 'y') {
    return (raw: number) => {
      const value = toPlaneValue(raw);
      setDraft((current) => ({ ...current, [axis]: value }));
    };
  }

  function submit() {
    const { confidence } = draft;
    if (draftPoint === null || confidence === null || isPending) return;
    mutate(
      { x: draftPoint.x, y: draftPoint.y, confidence },
      {
        onSuccess: () => {
          addAlert(T.saved, 'success');
          setDraft(EMPTY_DRAFT);
          setEditing(false);
          focusNext.current = 'edit';
        },
        onError: (failure) => {
          // The chosen point stays, for another try.
          alertErrors(failure, T.rateFailed);
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="agent-rating">
      <h2 id={headingId} className="h5 text-center">
        {canRate ? T.heading : T.communityHeading}
      </h2>
      <div className="d-flex flex-wrap justify-content-center gap-4">
        <div className="flex-shrink-1" style={{ minWidth: 0 }}>
          <Suspense fallback={<LoadingIndicator label={T.loadingPlot} />}>
            <RatingPlane
              others={others}
              showOthers={showOthers}
              own={shownPoint}
              saved={inEditMode ? savedPoint : null}
              partial={inEditMode ? { x: draft.x, y: draft.y } : undefined}
              onPick={inEditMode ? pick : undefined}
              describedBy={summaryId}
            />
          </Suspense>
        </div>
        <div style={{ maxWidth: '22rem' }}>
          <div id={summaryId}>
            <p className="mb-2">{T.ratingCount(count)}</p>
            {showOthers ? null : <p className="mb-2 fw-semibold">{T.limitedData}</p>}
            {canRate ? (
              <p className="mb-2">
                {saved
                  ? T.yourRating(pointReading(saved), confidenceLabel(saved.confidence))
                  : T.notRatedYet}
              </p>
            ) : null}
          </div>
          {isSelf ? <p className="text-body-secondary">{T.ownWaveMaker}</p> : null}
          {canRate && !inEditMode ? (
            <Button ref={editButton} variant="outline-primary" onClick={() => setAsking(true)}>
              {T.editRating}
            </Button>
          ) : null}
          {inEditMode ? (
            <div className="agent-rating-editor">
              <p className="small text-body-secondary mb-2">{T.clickHelp}</p>
              <AxisSlider
                inputRef={xSlider}
                label={T.xSliderLabel}
                value={draft.x}
                reading={xReading}
                low={T.misleads}
                high={T.informs}
                onChange={onSlider('x')}
              />
              <AxisSlider
                label={T.ySliderLabel}
                value={draft.y}
                reading={yReading}
                low={T.selfServing}
                high={T.publicSpirited}
                onChange={onSlider('y')}
              />
              <p className="mb-2" role="status">
                {draftPoint ? T.yourPoint(pointReading(draftPoint)) : ''}
              </p>
              {draftPoint ? (
                <fieldset className="mb-3">
                  <legend className="fs-6 mb-1">{T.confidenceLegend}</legend>
                  <div className="d-flex flex-wrap gap-2">
                    {CONFIDENCE_CHOICES.map((choice) => {
                      const chosen = draft.confidence === choice.value;
                      // The current choice (at first the saved one) is shown disabled (content §2),
                      // with aria-disabled so that focus stays on it after pressing it.
                      return (
                        <Button
                          key={choice.value}
                          variant={chosen ? 'primary' : 'outline-primary'}
                          className={chosen ? 'disabled' : undefined}
                          aria-disabled={chosen}
                          aria-pressed={chosen}
                          onClick={() => {
                            if (!chosen)
                              setDraft((current) => ({ ...current, confidence: choice.value }));
                          }}
                        >
                          {choice.label}
                        </Button>
                      );
                    })}
                  </div>
                </fieldset>
              ) : null}
              <div className="d-flex flex-wrap gap-2">
                <Button onClick={submit} disabled={!ready || isPending}>
                  {isPending ? T.saving : T.submit}
                </Button>
                {saved || picked ? (
                  <Button variant="outline-secondary" onClick={abortEditing} disabled={isPending}>
                    {T.abortEdit}
                  </Button>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      </div>
      {/* Content §2 'Interpretation gate': a saved rating is edited only once confirmed. Rating a
          waveMaker moves no reputation (DESIGN.md §6), so the dialog names no points. */}
      <AlreadyInterpretedDialog
        show={asking}
        onCancel={() => setAsking(false)}
        onEdit={() => {
          setAsking(false);
          startEditing();
          focusNext.current = null;
          setTimeout(() => xSlider.current?.focus(), FOCUS_AFTER_DIALOG_MS);
        }}
        points={null}
      />
    </section>
  );
}

interface AxisSliderProps {
  label: string;
  value: number | null;
  reading: (value: number) => string;
  low: string;
  high: string;
  onChange: (value: number) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** Keys that move a range input: letting go of one after a press sets an unset slider. */
/* eslint-disable lingui/no-unlocalized-strings -- key names, not words */
const MOVING_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The keyboard's (and a finger's) way to place the point: one axis, -1 … 1 in steps of 0.01.
 * Until set it draws no thumb and says so in words, as the interpretation sliders do: a thumb in
 * the middle looked like a chosen 0.
 */
function AxisSlider({ label, value, reading, low, high, onChange, inputRef }: AxisSliderProps) {
  const id = useId();
  const set = value !== null;
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;

  // Dragging the slider by touch must not switch the screen's views.
  useTouchKeptFromSwipe(input);

  // A press on the middle, where the hidden thumb already sits, changes nothing and fires no
  // change event: letting go sets the slider there.
  function settle(element: HTMLInputElement) {
    if (!set) onChange(Number(element.value));
  }

  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label className="mb-0">{label}</Form.Label>
      {set ? null : (
        // The slider's aria-valuetext says 'Not set' already; read once, not twice.
        <p className="mb-0 small fw-semibold text-primary-emphasis" aria-hidden="true">
          {T.notSetHint}
        </p>
      )}
      <Form.Range
        ref={input}
        min={-1}
        max={1}
        step={PLANE_STEP}
        value={value ?? 0}
        className={set ? 'axis-slider' : 'axis-slider axis-slider-unset'}
        aria-valuetext={value === null ? T.notSet : reading(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={(event) => settle(event.currentTarget)}
        onKeyUp={(event) => {
          if (MOVING_KEYS.has(event.key)) settle(event.currentTarget);
        }}
      />
      <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
        <span>{low}</span>
        <span>{high}</span>
      </div>
    </Form.Group>
  );
}

import { FRAMING_STEP, IDEA_FRAME_FIELD_MAX_LENGTH } from '@thoughtful/shared';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { isStepShown, type CreateIdeaField, type CreateIdeaState } from '../create-idea-rules';
import { CREATE_IDEA_TEXT } from '../create-idea-text';
import { CoreIssueConfirmation } from './core-issue-confirmation';
import { ProxySlider } from './proxy-slider';
import { WaveMakerPicker } from './wave-maker-picker';

export interface FramingFormProps {
  state: CreateIdeaState;
  onChange: (patch: Partial<CreateIdeaState>) => void;
  /** The field a failed share names, and the id of its message, to mark the field. */
  invalidField: CreateIdeaField | null;
  messageId: string;
  /** The share's message, shown under the field it names (`invalidField`). */
  message?: ReactNode;
}

type FrameTextField =
  | 'frameContext'
  | 'myConcern'
  | 'criticContent'
  | 'criticConcern'
  | 'errorCorrection'
  | 'frameResolution';

function Step({ step, heading, children }: { step: number; heading: string; children: ReactNode }) {
  const headingId = `create-idea-step-${step}-heading`;
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h3 className="h6 text-uppercase text-body-secondary" id={headingId}>
        {CREATE_IDEA_TEXT.stepHeading(step, heading)}
      </h3>
      {children}
    </section>
  );
}

/**
 * The framing form (content §4), revealed step by step, each step once the one before it is
 * answered: big picture, why it matters, critics' arguments, critics' values, what would change
 * my position, the proxy slider, sources (when the slider is above 0), other waveMakers or 'not
 * applicable', the bottom line and the core-issue confirmation. Share (step 11) is the form's.
 */
export function FramingForm({
  state,
  onChange,
  invalidField,
  messageId,
  message,
}: FramingFormProps) {
  const shown = (step: number) => isStepShown(step, state);
  const invalidProps = (field: CreateIdeaField) =>
    invalidField === field
      ? { isInvalid: true, 'aria-invalid': true as const, 'aria-describedby': messageId }
      : {};

  const textStep = (step: number, field: FrameTextField, heading: string, label: string) =>
    shown(step) ? (
      <Step step={step} heading={heading}>
        <Form.Group controlId={`create-idea-${field}`}>
          <Form.Label>{label}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={IDEA_FRAME_FIELD_MAX_LENGTH}
            value={state[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
            {...invalidProps(field)}
          />
          {invalidField === field ? message : null}
        </Form.Group>
      </Step>
    ) : null;

  return (
    <section className="mb-4" aria-labelledby="create-idea-framing-heading">
      <h2 className="h4" id="create-idea-framing-heading">
        {CREATE_IDEA_TEXT.framingHeading}
      </h2>
      <p className="form-text mt-0">{CREATE_IDEA_TEXT.framingIntro}</p>

      {textStep(
        FRAMING_STEP.BIG_PICTURE,
        'frameContext',
        CREATE_IDEA_TEXT.frameContextHeading,
        CREATE_IDEA_TEXT.frameContextLabel,
      )}
      {textStep(
        FRAMING_STEP.WHY_IT_MATTERS,
        'myConcern',
        CREATE_IDEA_TEXT.myConcernHeading,
        CREATE_IDEA_TEXT.myConcernLabel,
      )}
      {textStep(
        FRAMING_STEP.CRITICS_ARGUMENTS,
        'criticContent',
        CREATE_IDEA_TEXT.criticContentHeading,
        CREATE_IDEA_TEXT.criticContentLabel,
      )}
      {textStep(
        FRAMING_STEP.CRITICS_VALUES,
        'criticConcern',
        CREATE_IDEA_TEXT.criticConcernHeading,
        CREATE_IDEA_TEXT.criticConcernLabel,
      )}
      {textStep(
        FRAMING_STEP.WHAT_WOULD_CHANGE,
        'errorCorrection',
        CREATE_IDEA_TEXT.errorCorrectionHeading,
        CREATE_IDEA_TEXT.errorCorrectionLabel,
      )}

      {shown(FRAMING_STEP.PROXY_SLIDER) ? (
        <Step step={FRAMING_STEP.PROXY_SLIDER} heading={CREATE_IDEA_TEXT.proxyHeading}>
          <ProxySlider
            id="create-idea-proxy-level"
            value={state.proxyLevel}
            onChange={(proxyLevel) => onChange({ proxyLevel })}
            invalid={invalidField === 'proxyLevel'}
            describedBy={invalidField === 'proxyLevel' ? messageId : undefined}
          />
          {invalidField === 'proxyLevel' ? message : null}
        </Step>
      ) : null}

      {shown(FRAMING_STEP.SOURCES) ? (
        <Step step={FRAMING_STEP.SOURCES} heading={CREATE_IDEA_TEXT.sourcesHeading}>
          <WaveMakerPicker
            id="create-idea-sources"
            label={CREATE_IDEA_TEXT.sourcesLabel}
            hint={CREATE_IDEA_TEXT.sourcesHint}
            chosen={state.proxySources}
            onChange={(proxySources) => onChange({ proxySources })}
          />
        </Step>
      ) : null}

      {shown(FRAMING_STEP.ADDITIONAL_WAVEMAKERS) ? (
        <Step step={FRAMING_STEP.ADDITIONAL_WAVEMAKERS} heading={CREATE_IDEA_TEXT.playersHeading}>
          <Form.Check
            id="create-idea-players-not-applicable"
            type="checkbox"
            className="mb-2"
            label={CREATE_IDEA_TEXT.playersNotApplicable}
            checked={state.playersNotApplicable}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { playersNotApplicable: true, players: [] }
                  : { playersNotApplicable: false },
              )
            }
          />
          {state.playersNotApplicable ? null : (
            <WaveMakerPicker
              id="create-idea-players"
              label={CREATE_IDEA_TEXT.playersLabel}
              hint={CREATE_IDEA_TEXT.playersHint}
              chosen={state.players}
              onChange={(players) => onChange({ players })}
            />
          )}
        </Step>
      ) : null}

      {textStep(
        FRAMING_STEP.BOTTOM_LINE,
        'frameResolution',
        CREATE_IDEA_TEXT.frameResolutionHeading,
        CREATE_IDEA_TEXT.frameResolutionLabel,
      )}

      {shown(FRAMING_STEP.CORE_ISSUE) ? (
        <Step step={FRAMING_STEP.CORE_ISSUE} heading={CREATE_IDEA_TEXT.coreHeading}>
          <CoreIssueConfirmation state={state} onChange={onChange} />
        </Step>
      ) : null}
    </section>
  );
}

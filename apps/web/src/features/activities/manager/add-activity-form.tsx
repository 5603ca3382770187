import {
  INSTRUCTIONS_MAX_LENGTH,
  INTENT_PROMPT_OPTION,
  type ActivityDto,
  type ActivityField,
  type InstructionField,
  type IntentPromptOption,
} from '@thoughtful/shared';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { focusFirstError } from '../../../lib/focus-first-error';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useCreateActivity } from '../api/manager-activities';
import {
  activityBody,
  activityFormErrors,
  EMPTY_FORM,
  errorText,
  formParts,
  needsTopicDialog,
  type ActivityChoice,
  type ActivityFormState,
} from './activity-form-model';
import { CommunityTopicDialog } from './community-topic-dialog';
import { DefaultWaveMakersForm } from './default-wave-makers-form';
import { IdeaPicker } from './idea-picker';
import { ADD_CHOICES, MANAGER_TEXT as T, type AddChoice } from './manager-text';

/** Where each field's problem puts the focus. */
const FIELD_IDS: Record<ActivityField, string> = {
  communityTopic: 'activity-topic-search',
  inTellExisting: 'activity-intell-search',
  linkIdeaIdea: 'activity-intell-search',
  instructions1: 'activity-instructions1',
  instructions101: 'activity-instructions101',
  instructions102: 'activity-instructions102',
  instructions201: 'activity-instructions201',
  interpretIntentWords: 'activity-intent-words',
};

/**
 * The 'Add new activity' tab (content §2 'Admin activity manager', §5): the radio choices 1, 101,
 * 102, 201, 100 and 0, each revealing its options; the spec's rules checked before sending (the
 * server's 400 messages arrive as 'Failed To Add Activity On Server: …' alerts).
 */
export function AddActivityForm({ onAdded }: { onAdded: (activity: ActivityDto) => void }) {
  const [choice, setChoice] = useState<AddChoice>(1);
  const hintPrefix = useId();

  return (
    // A line of text stays readable on a wide screen.
    <div className="mt-3" style={{ maxWidth: '48rem' }}>
      <fieldset className="mb-3">
        <legend className="h5">{T.typeLegend}</legend>
        {ADD_CHOICES.map((option) => (
          <Form.Check
            key={option.value}
            type="radio"
            id={`activity-choice-${option.value}`}
            name="activity-choice"
            className="mb-2"
          >
            <Form.Check.Input
              type="radio"
              name="activity-choice"
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              aria-describedby={`${hintPrefix}-${option.value}`}
            />
            <Form.Check.Label>{option.label}</Form.Check.Label>
            <div id={`${hintPrefix}-${option.value}`} className="form-text mt-0">
              {option.hint}
            </div>
          </Form.Check>
        ))}
      </fieldset>
      {choice === 0 ? (
        <DefaultWaveMakersForm />
      ) : (
        <ActivityOptionsForm selection={choice} onAdded={onAdded} />
      )}
    </div>
  );
}

interface InstructionsFieldProps {
  field: InstructionField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** An instructions text (content §3, §5: 140 characters at most), with a running count. */
function InstructionsField({ field, label, value, onChange, error }: InstructionsFieldProps) {
  const countId = `${FIELD_IDS[field]}-count`;
  const errorId = `${FIELD_IDS[field]}-error`;
  const length = value.trim().length;
  return (
    <Form.Group className="mb-3" controlId={FIELD_IDS[field]}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={[countId, error !== undefined ? errorId : null].filter(Boolean).join(' ')}
      />
      <Form.Text
        id={countId}
        className={length > INSTRUCTIONS_MAX_LENGTH ? 'text-danger' : undefined}
        muted={length <= INSTRUCTIONS_MAX_LENGTH}
      >
        {T.instructionsCount(length)}
      </Form.Text>
      {error !== undefined ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Form.Check
      type="checkbox"
      id={id}
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="mb-1"
    />
  );
}

function ActivityOptionsForm({
  selection,
  onAdded,
}: {
  selection: ActivityChoice;
  onAdded: (activity: ActivityDto) => void;
}) {
  const [form, setForm] = useState<ActivityFormState>({ ...EMPTY_FORM, selection });
  const state: ActivityFormState = { ...form, selection };
  const parts = formParts(state);
  const { errors, showErrors, recheck } = useFieldErrors<ActivityField>();
  const [topicDialog, setTopicDialog] = useState<'help' | 'required' | null>(null);
  const [lastDialog, setLastDialog] = useState<'help' | 'required'>('help');
  const create = useCreateActivity();
  const { addAlert, alertErrors } = useAlerts();

  const set = <K extends keyof ActivityFormState>(key: K, value: ActivityFormState[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  // A flagged field clears once it is right (the others wait for the next submit).
  useEffect(() => {
    recheck(activityFormErrors({ ...form, selection }));
  }, [form, selection, recheck]);

  const openTopicDialog = (kind: 'help' | 'required') => {
    setLastDialog(kind);
    setTopicDialog(kind);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const problems = activityFormErrors(state);
    if (needsTopicDialog(state)) {
      showErrors(problems);
      openTopicDialog('required');
      return;
    }
    if (!showErrors(problems)) {
      focusFirstError(problems, FIELD_IDS);
      return;
    }
    create.mutate(activityBody(state), {
      onSuccess: (activity) => {
        addAlert(T.added(activity.order), 'success');
        setForm({ ...EMPTY_FORM, selection });
        onAdded(activity);
      },
      onError: (error) => alertErrors(error, T.addFailed),
    });
  };

  const error = (field: ActivityField) => {
    const msg = errors[field];
    return msg === undefined ? undefined : errorText(msg);
  };

  const topicHelp = (
    <Button
      variant="link"
      size="sm"
      className="p-0 align-baseline"
      onClick={() => openTopicDialog('help')}
    >
      {T.topicHelp}
    </Button>
  );

  const topicPicker =
    parts.communityTopic === 'no' ? null : (
      <IdeaPicker
        inputId={FIELD_IDS.communityTopic}
        label={
          parts.communityTopic === 'optional' ? T.topicPickerOptionalLabel : T.topicPickerLabel
        }
        name="community topic"
        value={state.communityTopic}
        onChange={(idea) => set('communityTopic', idea)}
        excludeId={parts.inTellExisting === 'no' ? null : (state.inTellExisting?._id ?? null)}
        error={error('communityTopic')}
        help={topicHelp}
      />
    );
  const inTellPicker =
    parts.inTellExisting === 'no' ? null : (
      <IdeaPicker
        inputId={FIELD_IDS.inTellExisting}
        label={T.inTellPickerLabel}
        name="inTell"
        value={state.inTellExisting}
        onChange={(idea) => set('inTellExisting', idea)}
        excludeId={parts.communityTopic === 'no' ? null : (state.communityTopic?._id ?? null)}
        error={error('inTellExisting') ?? error('linkIdeaIdea')}
      />
    );
  const instructions = (
    <InstructionsField
      field={parts.instructions}
      label={T.instructionsLabel}
      value={state[parts.instructions]}
      onChange={(value) => set(parts.instructions, value)}
      error={error(parts.instructions)}
    />
  );
  const followUp = parts.followUpInstructions ? (
    <InstructionsField
      field="instructions102"
      label={T.followUpInstructionsLabel}
      value={state.instructions102}
      onChange={(value) => set('instructions102', value)}
      error={error('instructions102')}
    />
  ) : null;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={T.addTab}>
      {selection === 101 || selection === 201 ? topicPicker : null}
      {inTellPicker}
      {selection === 102 ? topicPicker : null}
      {instructions}

      {parts.newInTellOptions ? (
        <>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">{T.newInTellLegend}</legend>
            <Check
              id="activity-self-evaluate"
              label={T.selfEvaluate}
              checked={state.newInTellSelfEvaluate}
              onChange={(on) => set('newInTellSelfEvaluate', on)}
            />
          </fieldset>
          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold">{T.afterLegend}</legend>
            <Check
              id="activity-interpret-new"
              label={T.interpretNew}
              checked={state.afterOptionInterpretNewInTell}
              onChange={(on) => set('afterOptionInterpretNewInTell', on)}
            />
            <Check
              id="activity-add-after"
              label={T.addAfter}
              checked={state.afterOptionAddNewIntellAfter}
              onChange={(on) => set('afterOptionAddNewIntellAfter', on)}
            />
            <Check
              id="activity-interconnect-new"
              label={T.interconnectNew}
              checked={state.afterOptionInterconnectNewInTell}
              onChange={(on) => set('afterOptionInterconnectNewInTell', on)}
            />
          </fieldset>
          {topicPicker}
        </>
      ) : null}

      {parts.addAfterOption ? (
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{T.afterLegend}</legend>
          <Check
            id="activity-add-after"
            label={T.addAfter101}
            checked={state.afterOptionAddNewIntellAfter}
            onChange={(on) => set('afterOptionAddNewIntellAfter', on)}
          />
        </fieldset>
      ) : null}
      {followUp}

      {parts.interpretation ? (
        <InterpretationOptions
          state={state}
          set={set}
          intentError={error('interpretIntentWords')}
        />
      ) : null}

      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? T.submitting : T.submit}
      </Button>

      <CommunityTopicDialog
        show={topicDialog !== null}
        required={(topicDialog ?? lastDialog) === 'required'}
        onHide={() => setTopicDialog(null)}
        onExited={() => {
          if (lastDialog === 'required') document.getElementById(FIELD_IDS.communityTopic)?.focus();
        }}
      />
    </Form>
  );
}

interface InterpretationOptionsProps {
  state: ActivityFormState;
  set: <K extends keyof ActivityFormState>(key: K, value: ActivityFormState[K]) => void;
  intentError: string | undefined;
}

const PROMPT_OPTIONS: readonly IntentPromptOption[] = [
  INTENT_PROMPT_OPTION.FIRST_DEFAULT,
  INTENT_PROMPT_OPTION.SECOND_DEFAULT,
  INTENT_PROMPT_OPTION.ALTERNATIVE,
];

/**
 * How students interpret (content §3, §4 '102'): the three options, and the author-intent prompt
 * with the spec's two default prompts or the teacher's own words (then required, content §5).
 */
function InterpretationOptions({ state, set, intentError }: InterpretationOptionsProps) {
  const words = FIELD_IDS.interpretIntentWords;
  const alternative = state.intentPromptOption === INTENT_PROMPT_OPTION.ALTERNATIVE;
  return (
    <>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{T.interpretLegend}</legend>
        <Check
          id="activity-confirm-deeper"
          label={T.confirmDeeper}
          checked={state.interpretConfirmDeeperUnderstanding}
          onChange={(on) => set('interpretConfirmDeeperUnderstanding', on)}
        />
        <Check
          id="activity-evaluate-values"
          label={T.evaluateValues}
          checked={state.interpretEvaluateValues}
          onChange={(on) => set('interpretEvaluateValues', on)}
        />
        <Check
          id="activity-pause-emotion"
          label={T.pauseEmotion}
          checked={state.interpretPauseEmotionFlow}
          onChange={(on) => set('interpretPauseEmotionFlow', on)}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{T.intentLegend}</legend>
        {PROMPT_OPTIONS.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            id={`activity-intent-${option}`}
            name="activity-intent"
            className="mb-1"
            label={
              option === INTENT_PROMPT_OPTION.ALTERNATIVE
                ? T.intentAlternative
                : T.intentDefault(option === INTENT_PROMPT_OPTION.FIRST_DEFAULT ? 0 : 1)
            }
            checked={state.intentPromptOption === option}
            // The words' field appears right below; the focus stays in the group, so arrow
            // keys still move between the three prompts.
            onChange={() => set('intentPromptOption', option)}
          />
        ))}
        {alternative ? (
          <Form.Group controlId={words} className="ms-4 mt-1">
            <Form.Label className="small">{T.intentAlternativeLabel}</Form.Label>
            <Form.Control
              type="text"
              value={state.alternativeIntentWords}
              onChange={(event) => set('alternativeIntentWords', event.target.value)}
              isInvalid={intentError !== undefined}
              aria-invalid={intentError !== undefined ? true : undefined}
              aria-describedby={intentError !== undefined ? `${words}-error` : undefined}
            />
            {intentError !== undefined ? (
              <Form.Control.Feedback type="invalid" id={`${words}-error`}>
                {intentError}
              </Form.Control.Feedback>
            ) : null}
          </Form.Group>
        ) : null}
      </fieldset>
    </>
  );
}

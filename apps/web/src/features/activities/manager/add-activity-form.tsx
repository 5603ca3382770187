import {
  INSTRUCTIONS_MAX_LENGTH,
  INTENT_PROMPT_OPTION,
  type ActivityDto,
  type ActivityField,
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
  formStateOf,
  needsTopicDialog,
  type ActivityChoice,
  type ActivityFormState,
} from './activity-form-model';
import { CommunityTopicDialog } from './community-topic-dialog';
import { DefaultWaveMakersForm } from './default-wave-makers-form';
import { IdeaPicker } from './idea-picker';
import { ADD_CHOICES, MANAGER_TEXT as T, type AddChoice } from './manager-text';
import { REUSE_TEXT as R } from './reuse-text';

/**
 * Where each field's problem puts the focus. An edit's ids carry a prefix: the add tab stays
 * mounted once opened, and both forms may be in the page at once.
 */
function fieldIds(prefix: string): Record<ActivityField, string> {
  return {
    communityTopic: `${prefix}activity-topic-search`,
    inTellExisting: `${prefix}activity-intell-search`,
    linkIdeaIdea: `${prefix}activity-intell-search`,
    instructions1: `${prefix}activity-instructions1`,
    instructions101: `${prefix}activity-instructions101`,
    instructions102: `${prefix}activity-instructions102`,
    instructions201: `${prefix}activity-instructions201`,
    interpretIntentWords: `${prefix}activity-intent-words`,
  };
}

/** The prefix of an edit form's ids (one activity is edited at a time). */
const EDIT_PREFIX = 'edit-';

interface TypeChoicesProps {
  prefix: string;
  choices: readonly (typeof ADD_CHOICES)[number][];
  value: AddChoice;
  onChange: (choice: AddChoice) => void;
  disabled?: boolean;
}

/** The radio choices of the type, each with its line. */
function TypeChoices({ prefix, choices, value, onChange, disabled = false }: TypeChoicesProps) {
  const hintPrefix = useId();
  const name = `${prefix}activity-choice`;
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="h5">{T.typeLegend}</legend>
      {choices.map((option) => (
        <Form.Check key={option.value} type="radio" id={`${name}-${option.value}`} className="mb-2">
          <Form.Check.Input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={`${hintPrefix}-${option.value}`}
          />
          <Form.Check.Label>{option.label}</Form.Check.Label>
          <div id={`${hintPrefix}-${option.value}`} className="form-text mt-0">
            {option.hint}
          </div>
        </Form.Check>
      ))}
    </fieldset>
  );
}

/**
 * The 'Add new activity' tab (content §2 'Admin activity manager', §5): the radio choices 1, 101,
 * 102, 201, 100 and 0, each revealing its options; the spec's rules checked before sending (the
 * server's 400 messages arrive as 'Failed To Add Activity On Server: …' alerts).
 */
export function AddActivityForm({ onAdded }: { onAdded: (activity: ActivityDto) => void }) {
  const [choice, setChoice] = useState<AddChoice>(1);
  const create = useCreateActivity();
  const { addAlert, alertErrors } = useAlerts();

  const onSend = (state: ActivityFormState, reset: () => void) =>
    create.mutate(activityBody(state), {
      onSuccess: (activity) => {
        addAlert(T.added(activity.order), 'success');
        reset();
        onAdded(activity);
      },
      onError: (error) => alertErrors(error, T.addFailed),
    });

  return (
    // A line of text stays readable on a wide screen.
    <div className="mt-3" style={{ maxWidth: '48rem' }}>
      <TypeChoices prefix="" choices={ADD_CHOICES} value={choice} onChange={setChoice} />
      {choice === 0 ? (
        <DefaultWaveMakersForm />
      ) : (
        <ActivityOptionsForm
          selection={choice}
          prefix=""
          initial={EMPTY_FORM}
          locked={false}
          label={T.addTab}
          submitLabel={T.submit}
          pendingLabel={T.submitting}
          pending={create.isPending}
          onSend={onSend}
        />
      )}
    </div>
  );
}

/** The choices an activity can be edited into: every type the add form makes. */
const EDIT_CHOICES = ADD_CHOICES.filter((option) => option.value !== 0);

export interface EditActivityFormProps {
  /** The activity, of a type the form makes (`isFormChoice`). */
  activity: ActivityDto & { selection: ActivityChoice };
  /** A student has completed it: its instructions only may change. */
  locked: boolean;
  pending: boolean;
  onSave: (state: ActivityFormState) => void;
  onCancel: () => void;
}

/**
 * The add form in an edit mode (DESIGN.md §14 'Reuse'): filled with the activity; once a student
 * has completed it, everything but its instructions is shown disabled under a note saying why.
 */
export function EditActivityForm({
  activity,
  locked,
  pending,
  onSave,
  onCancel,
}: EditActivityFormProps) {
  const [choice, setChoice] = useState<ActivityChoice>(activity.selection);
  const [initial] = useState(() => formStateOf(activity));
  const noteId = useId();
  return (
    <div aria-describedby={locked ? noteId : undefined}>
      {locked ? (
        <p id={noteId} className="alert alert-warning py-2 small">
          {R.lockedNote}
        </p>
      ) : null}
      <TypeChoices
        prefix={EDIT_PREFIX}
        choices={EDIT_CHOICES}
        value={choice}
        onChange={(value) => {
          if (value !== 0) setChoice(value);
        }}
        disabled={locked}
      />
      <ActivityOptionsForm
        selection={choice}
        prefix={EDIT_PREFIX}
        initial={initial}
        locked={locked}
        label={R.editTitle(activity.order)}
        submitLabel={R.save}
        pendingLabel={R.saving}
        pending={pending}
        onSend={(state) => onSave(state)}
        onCancel={onCancel}
      />
    </div>
  );
}

interface InstructionsFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** An instructions text (content §3, §5: 140 characters at most), with a running count. */
function InstructionsField({ id, label, value, onChange, error }: InstructionsFieldProps) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const length = value.trim().length;
  return (
    <Form.Group className="mb-3" controlId={id}>
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

interface ActivityOptionsFormProps {
  selection: ActivityChoice;
  /** Of every id in the form (`fieldIds`). */
  prefix: string;
  /** The form's first values: empty to add, the activity's to edit. */
  initial: Readonly<ActivityFormState>;
  /** Only the instructions may change: the rest is shown disabled. */
  locked: boolean;
  /** The form's name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the form once the rules pass; `reset` empties it (after adding). */
  onSend: (state: ActivityFormState, reset: () => void) => void;
  /** An edit's Cancel. */
  onCancel?: () => void;
}

function ActivityOptionsForm({
  selection,
  prefix,
  initial,
  locked,
  label,
  submitLabel,
  pendingLabel,
  pending,
  onSend,
  onCancel,
}: ActivityOptionsFormProps) {
  const ids = fieldIds(prefix);
  const id = (name: string) => `${prefix}activity-${name}`;
  const [form, setForm] = useState<ActivityFormState>({ ...initial, selection });
  const state: ActivityFormState = { ...form, selection };
  const parts = formParts(state);
  const { errors, showErrors, recheck } = useFieldErrors<ActivityField>();
  const [topicDialog, setTopicDialog] = useState<'help' | 'required' | null>(null);
  const [lastDialog, setLastDialog] = useState<'help' | 'required'>('help');

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
    if (pending) return;
    const problems = activityFormErrors(state);
    if (needsTopicDialog(state)) {
      showErrors(problems);
      openTopicDialog('required');
      return;
    }
    if (!showErrors(problems)) {
      focusFirstError(problems, ids);
      return;
    }
    onSend(state, () => setForm({ ...EMPTY_FORM, selection }));
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
        inputId={ids.communityTopic}
        label={
          parts.communityTopic === 'optional' ? T.topicPickerOptionalLabel : T.topicPickerLabel
        }
        name={T.topicName}
        value={state.communityTopic}
        onChange={(idea) => set('communityTopic', idea)}
        excludeId={parts.inTellExisting === 'no' ? null : (state.inTellExisting?._id ?? null)}
        error={error('communityTopic')}
        help={topicHelp}
        disabled={locked}
      />
    );
  const inTellPicker =
    parts.inTellExisting === 'no' ? null : (
      <IdeaPicker
        inputId={ids.inTellExisting}
        label={T.inTellPickerLabel}
        name={T.inTellName}
        value={state.inTellExisting}
        onChange={(idea) => set('inTellExisting', idea)}
        excludeId={parts.communityTopic === 'no' ? null : (state.communityTopic?._id ?? null)}
        error={error('inTellExisting') ?? error('linkIdeaIdea')}
        disabled={locked}
      />
    );
  const instructions = (
    <InstructionsField
      id={ids[parts.instructions]}
      label={T.instructionsLabel}
      value={state[parts.instructions]}
      onChange={(value) => set(parts.instructions, value)}
      error={error(parts.instructions)}
    />
  );
  const followUp = parts.followUpInstructions ? (
    <InstructionsField
      id={ids.instructions102}
      label={T.followUpInstructionsLabel}
      value={state.instructions102}
      onChange={(value) => set('instructions102', value)}
      error={error('instructions102')}
    />
  ) : null;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label}>
      {selection === 101 || selection === 201 ? topicPicker : null}
      {inTellPicker}
      {selection === 102 ? topicPicker : null}
      {instructions}

      {parts.newInTellOptions ? (
        <>
          <fieldset className="mb-3" disabled={locked}>
            <legend className="fs-6 fw-semibold">{T.newInTellLegend}</legend>
            <Check
              id={id('self-evaluate')}
              label={T.selfEvaluate}
              checked={state.newInTellSelfEvaluate}
              onChange={(on) => set('newInTellSelfEvaluate', on)}
            />
          </fieldset>
          <fieldset className="mb-3" disabled={locked}>
            <legend className="fs-6 fw-semibold">{T.afterLegend}</legend>
            <Check
              id={id('interpret-new')}
              label={T.interpretNew}
              checked={state.afterOptionInterpretNewInTell}
              onChange={(on) => set('afterOptionInterpretNewInTell', on)}
            />
            <Check
              id={id('add-after')}
              label={T.addAfter}
              checked={state.afterOptionAddNewIntellAfter}
              onChange={(on) => set('afterOptionAddNewIntellAfter', on)}
            />
            <Check
              id={id('interconnect-new')}
              label={T.interconnectNew}
              checked={state.afterOptionInterconnectNewInTell}
              onChange={(on) => set('afterOptionInterconnectNewInTell', on)}
            />
          </fieldset>
          {topicPicker}
        </>
      ) : null}

      {parts.addAfterOption ? (
        <fieldset className="mb-3" disabled={locked}>
          <legend className="fs-6 fw-semibold">{T.afterLegend}</legend>
          <Check
            id={id('add-after')}
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
          prefix={prefix}
          disabled={locked}
        />
      ) : null}

      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            {R.cancel}
          </Button>
        ) : null}
      </div>

      <CommunityTopicDialog
        show={topicDialog !== null}
        required={(topicDialog ?? lastDialog) === 'required'}
        onHide={() => setTopicDialog(null)}
        onExited={() => {
          if (lastDialog === 'required') document.getElementById(ids.communityTopic)?.focus();
        }}
      />
    </Form>
  );
}

interface InterpretationOptionsProps {
  state: ActivityFormState;
  set: <K extends keyof ActivityFormState>(key: K, value: ActivityFormState[K]) => void;
  intentError: string | undefined;
  prefix: string;
  disabled: boolean;
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
function InterpretationOptions({
  state,
  set,
  intentError,
  prefix,
  disabled,
}: InterpretationOptionsProps) {
  const words = fieldIds(prefix).interpretIntentWords;
  const id = (name: string) => `${prefix}activity-${name}`;
  const alternative = state.intentPromptOption === INTENT_PROMPT_OPTION.ALTERNATIVE;
  return (
    <>
      <fieldset className="mb-3" disabled={disabled}>
        <legend className="fs-6 fw-semibold">{T.interpretLegend}</legend>
        <Check
          id={id('confirm-deeper')}
          label={T.confirmDeeper}
          checked={state.interpretConfirmDeeperUnderstanding}
          onChange={(on) => set('interpretConfirmDeeperUnderstanding', on)}
        />
        <Check
          id={id('evaluate-values')}
          label={T.evaluateValues}
          checked={state.interpretEvaluateValues}
          onChange={(on) => set('interpretEvaluateValues', on)}
        />
        <Check
          id={id('pause-emotion')}
          label={T.pauseEmotion}
          checked={state.interpretPauseEmotionFlow}
          onChange={(on) => set('interpretPauseEmotionFlow', on)}
        />
      </fieldset>
      <fieldset className="mb-3" disabled={disabled}>
        <legend className="fs-6 fw-semibold">{T.intentLegend}</legend>
        {PROMPT_OPTIONS.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            id={id(`intent-${option}`)}
            name={id('intent')}
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

import { useLingui } from '@lingui/react';
import {
  IDEA_BODY_MAX_LENGTH,
  SIMILAR_IDEAS_MESSAGES,
  TITLE_MAX_LENGTH,
  type ContentLanguage,
} from '@thoughtful/shared';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { ApiError } from '../../../../lib/api-client';
import { useCreateIdea } from '../../api/create-idea';
import { UploadField } from '../../../media';
import { FieldMessage } from '../../../../components/field-message';
import { useDefaultWaveMakers } from '../api/get-settings';
import {
  createIdeaPayload,
  createIdeaReducer,
  FIELD_STEP,
  fieldControlId,
  ideaPathAfterCreate,
  INITIAL_CREATE_IDEA_STATE,
  isFramingShown,
  shareProblems,
  shareVariant,
  type CreateIdeaField,
  type CreateIdeaState,
  type CreateMode,
  type ShareProblem,
} from '../create-idea-rules';
import { CREATE_IDEA_TEXT } from '../create-idea-text';
import { SIMILAR_IDEAS_TEXT } from '../similar-ideas-text';
import { FramingForm } from './framing-form';
import { IntentConfirmation } from './intent-confirmation';
import { LanguageSelect } from './language-select';
import { ChosenLinkNote, SimilarIdeas } from './similar-ideas';
import { WaveMakerPicker } from './wave-maker-picker';

export interface CreateIdeaFormProps {
  /**
   * The thoughtful option (content §4): offers 'Deep diving into a polarizing issue' and with it
   * the framing form. On for /create1 (docs/decisions/2026-11-21-create-and-read-screens.md
   * 'The /create1 screen').
   */
  thoughtful?: boolean;
  /** For /create/{mode}/{id}: go on to /idea/{id}/{mode}/{field} once created (content §2). */
  linkMode?: string | null;
  linkField?: string | null;
}

const MESSAGE_ID = 'create-idea-share-message';
const SHARE_ID = 'create-idea-share';
const REMOVE_LINK_ID = 'create-idea-link-remove';

/** The server could not find (or let her reach) the inTell chosen to link to: nothing was posted. */
function isLinkToGone(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    failure.errors.some(
      (e) =>
        e.code === 'SIMILAR_IDEAS_MESSAGES.LINK_TO_NOT_FOUND' ||
        e.msg === SIMILAR_IDEAS_MESSAGES.LINK_TO_NOT_FOUND,
    )
  );
}

/**
 * Submit an inTell from 'My Thoughts' (content §2 'Create flow'): text or a PDF, a title, the
 * intent confirmation, an optional image, then either the authors (simple variant) or the framing
 * form (level 2), and Share. A share that cannot go yet shows the spec's message for the first
 * failing check once, under its field, and moves focus there (no dialog, no second
 * alert); one that can shows a loading screen until the inTell exists, then opens it.
 */
export function CreateIdeaForm({ thoughtful = true, linkMode, linkField }: CreateIdeaFormProps) {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const [state, dispatch] = useReducer(createIdeaReducer, INITIAL_CREATE_IDEA_STATE);
  const [attempt, setAttempt] = useState<ShareProblem | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  // '' : the server detects it from the text (issue 44).
  const [language, setLanguage] = useState<ContentLanguage | ''>('');
  const { defaultWaveMakers, error: settingsError } = useDefaultWaveMakers();
  const { mutate, isPending, isSuccess } = useCreateIdea();
  const { addAlert, alertErrors } = useAlerts();
  // The chosen inTell was not found when she shared (issue 45); cleared with the choice.
  const [linkGone, setLinkGone] = useState(false);
  const navigate = useNavigate();

  const change = (patch: Partial<CreateIdeaState>) => dispatch({ type: 'change', patch });
  const chooseLink = (linkTo: CreateIdeaState['linkTo']) => {
    change({ linkTo });
    setLinkGone(false);
  };
  const options = { thoughtful, defaultWaveMakers };
  const variant = shareVariant(state, thoughtful);
  const problems = shareProblems(state, options);

  // The message of the last share stays until its problem is solved.
  const shown =
    attempt !== null && problems.some((p) => p.field === attempt.field && p.msg === attempt.msg)
      ? attempt
      : null;
  const invalidField: CreateIdeaField | null = shown?.field ?? null;
  const invalid = (field: CreateIdeaField) => invalidField === field;
  const describedBy = (field: CreateIdeaField) => (invalid(field) ? MESSAGE_ID : undefined);

  // The default list is only needed to judge the author choice; a failure is still reported.
  const alertedSettings = useRef(false);
  useEffect(() => {
    if (settingsError && !alertedSettings.current) {
      alertedSettings.current = true;
      alertErrors(settingsError, CREATE_IDEA_TEXT.settingsFailed);
    }
  }, [settingsError, alertErrors]);

  // Focus goes to the field that needs attention (as in the accounts forms), which also scrolls it
  // into view; after the render that shows it (a framed step may only now be revealed).
  useEffect(() => {
    if (focusTarget !== null) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  function onShare(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React bubbles events through portals: the create-waveMaker dialog's own form submits
    // inside this one's tree and must not share the inTell.
    if (event.target !== event.currentTarget || isPending) return;
    const first = problems[0];
    if (first !== undefined) {
      setAttempt(first);
      // A framed field the author has not reached yet is shown, so the message points somewhere.
      const step = FIELD_STEP[first.field];
      if (variant === 'full' && step !== undefined) dispatch({ type: 'reveal', step });
      const target = fieldControlId(first.field, state);
      if (target !== null) setFocusTarget({ id: target });
      return;
    }
    setAttempt(null);
    const payload = createIdeaPayload(state, options);
    const { linkTo } = state;
    mutate(language === '' ? payload : { ...payload, language }, {
      onSuccess: (idea) => {
        void navigate(ideaPathAfterCreate(idea._id, linkMode, linkField, linkTo !== null));
      },
      onError: (failure) => {
        // Posted together, so nothing was posted: her draft stays, and the choice to undo is
        // where focus goes.
        if (linkTo !== null && isLinkToGone(failure)) {
          addAlert(SIMILAR_IDEAS_TEXT.linkGone(linkTo.label), 'danger');
          setLinkGone(true);
          setFocusTarget({ id: REMOVE_LINK_ID });
          return;
        }
        alertErrors(failure, CREATE_IDEA_TEXT.serverError);
      },
    });
  }

  if (isPending || isSuccess) {
    return (
      <div role="status" className="d-flex align-items-center gap-2 py-5">
        <Spinner animation="border" aria-hidden="true" />
        <span>{CREATE_IDEA_TEXT.sharing}</span>
      </div>
    );
  }

  const isPdf = state.mode === 'pdf';
  const invalidInput = (field: CreateIdeaField) =>
    invalid(field) ? { isInvalid: true, 'aria-invalid': true as const } : {};
  /** The message of the last share, under the field it names. */
  const messageFor = (field: CreateIdeaField) =>
    shown !== null && shown.field === field ? (
      <FieldMessage id={MESSAGE_ID}>{shown.msg}</FieldMessage>
    ) : null;

  return (
    <Form noValidate onSubmit={onShare}>
      <fieldset className="mb-3">
        <legend className="h5">{CREATE_IDEA_TEXT.modeLegend}</legend>
        {(['text', 'pdf'] as const satisfies readonly CreateMode[]).map((mode) => (
          <Form.Check
            key={mode}
            inline
            type="radio"
            name="create-idea-mode"
            id={`create-idea-mode-${mode}`}
            label={mode === 'text' ? CREATE_IDEA_TEXT.modeText : CREATE_IDEA_TEXT.modePdf}
            checked={state.mode === mode}
            onChange={() => change({ mode })}
          />
        ))}
      </fieldset>

      {isPdf ? (
        <UploadField
          id="create-idea-pdf"
          label={CREATE_IDEA_TEXT.pdfLabel}
          kind="pdf"
          value={state.pdf}
          onChange={(pdf) => change({ pdf })}
          invalid={invalid('image')}
          describedBy={describedBy('image')}
          message={messageFor('image')}
        />
      ) : (
        <Form.Group className="mb-3" controlId="create-idea-content">
          <Form.Label>{CREATE_IDEA_TEXT.contentLabel}</Form.Label>
          <Form.Control
            as="textarea"
            rows={5}
            maxLength={IDEA_BODY_MAX_LENGTH}
            value={state.myContent}
            onChange={(event) => change({ myContent: event.target.value })}
            aria-describedby={[describedBy('myContent'), 'create-idea-content-hint']
              .filter(Boolean)
              .join(' ')}
            {...invalidInput('myContent')}
          />
          {messageFor('myContent')}
          <Form.Text id="create-idea-content-hint" muted>
            {CREATE_IDEA_TEXT.contentHint}
          </Form.Text>
        </Form.Group>
      )}

      <Form.Group className="mb-3" controlId="create-idea-title">
        <Form.Label>{CREATE_IDEA_TEXT.titleLabel}</Form.Label>
        <Form.Control
          type="text"
          maxLength={TITLE_MAX_LENGTH}
          value={state.myPoint}
          onChange={(event) => change({ myPoint: event.target.value })}
          aria-describedby={[describedBy('myPoint'), 'create-idea-title-count']
            .filter(Boolean)
            .join(' ')}
          {...invalidInput('myPoint')}
        />
        {messageFor('myPoint')}
        <Form.Text id="create-idea-title-count" muted>
          {CREATE_IDEA_TEXT.titleCount(state.myPoint.length, TITLE_MAX_LENGTH)}
        </Form.Text>
      </Form.Group>

      <SimilarIdeas
        text={isPdf ? state.myPoint : `${state.myPoint}\n${state.myContent}`}
        chosen={state.linkTo}
        onChoose={chooseLink}
      />

      <LanguageSelect id="create-idea-language" value={language} onChange={setLanguage} />

      {state.contentShown ? (
        <>
          <IntentConfirmation
            level={state.goodIntentLevel}
            onChange={(goodIntentLevel) => change({ goodIntentLevel })}
            thoughtful={thoughtful}
            invalid={invalid('goodIntentLevel')}
            describedBy={describedBy('goodIntentLevel')}
            message={messageFor('goodIntentLevel')}
          />

          {isPdf ? null : (
            <UploadField
              id="create-idea-image"
              label={CREATE_IDEA_TEXT.imageLabel}
              kind="image"
              value={state.image}
              onChange={(image) => change({ image })}
            />
          )}

          {isFramingShown(state, thoughtful) ? (
            <FramingForm
              state={state}
              onChange={change}
              invalidField={invalidField}
              messageId={MESSAGE_ID}
              message={invalidField !== null ? messageFor(invalidField) : null}
            />
          ) : (
            <fieldset className="mb-4">
              <legend className="h5">{CREATE_IDEA_TEXT.authorLegend}</legend>
              <Form.Check
                id="create-idea-author-is-me"
                type="checkbox"
                className="mb-2"
                label={CREATE_IDEA_TEXT.authorIsMe}
                checked={state.authorIsMe}
                onChange={(event) => change({ authorIsMe: event.target.checked })}
              />
              {state.authorIsMe ? null : (
                <>
                  <WaveMakerPicker
                    id="create-idea-authors"
                    label={CREATE_IDEA_TEXT.authorsLabel}
                    hint={CREATE_IDEA_TEXT.authorsHint}
                    chosen={state.authors}
                    onChange={(authors) => change({ authors })}
                    invalid={invalid('authors')}
                    describedBy={describedBy('authors')}
                  />
                  {messageFor('authors')}
                  {defaultWaveMakers.length > 0 ? (
                    <p className="form-text">
                      {CREATE_IDEA_TEXT.defaultAuthors(
                        defaultWaveMakers.map((agent) => agent.name).join(', '),
                      )}
                    </p>
                  ) : null}
                </>
              )}
            </fieldset>
          )}
        </>
      ) : null}

      <ChosenLinkNote
        chosen={state.linkTo}
        gone={linkGone}
        removeId={REMOVE_LINK_ID}
        onRemove={() => {
          chooseLink(null);
          // The button is gone: on to what comes next.
          setFocusTarget({ id: SHARE_ID });
        }}
      />

      <Button id={SHARE_ID} type="submit" variant="primary" size="lg">
        {variant === 'full' ? CREATE_IDEA_TEXT.shareFull : CREATE_IDEA_TEXT.shareSimple}
      </Button>
    </Form>
  );
}

import {
  interpretationFromScale,
  REPUTATION_POINTS,
  type AddIdeaScalePayload,
  type IdeaDto,
  type InterpretationFlowOptions,
} from '@thoughtful/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { AlreadyInterpretedDialog } from '../../../../components/widgets/already-interpreted-dialog';
import { useAuth } from '../../../accounts';
import { useInterpretIdea } from '../api/interpret-idea';
import { INTERPRETATION_TEXT as T } from '../interpretation-text';
import { isIdeaAuthor, ownInterpretation } from '../own-interpretation';
import { InterpretationFlow } from './interpretation-flow';
import { InterpretationReadOnly } from './interpretation-read-only';
import { useSpokenLanguage } from '../../../../lib/i18n';

/** A closing dialog gives focus back to its opener as it fades out; the next place takes it then. */
const FOCUS_AFTER_DIALOG_MS = 400;

type FocusPlace = 'saved' | 'flow' | 'edit';

export interface IdeaInterpretationProps {
  idea: IdeaDto;
  /** The flow's options: the screen's or the activity's (content §3 'Activity'). */
  options: InterpretationFlowOptions;
  /** Continue under the saved interpretation (content §4); none without it. */
  onContinue?: () => void;
}

/**
 * The reader's interpretation of an inTell (content §2 view 1, 'Interpretation gate'; §4): the flow
 * until they have one, then their interpretation read-only, with Continue. 'Edit my
 * interpretation' asks first ('You already intrerpreted.'), then opens the flow on the prior
 * choice. A first interpretation is sent with `cannotOverwriteExisting`, so one made meanwhile
 * elsewhere is not replaced unasked (409, alerted; the inTell is read again).
 */
export function IdeaInterpretation({ idea, options, onContinue }: IdeaInterpretationProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const { user } = useAuth();
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useInterpretIdea(idea._id);
  const own = ownInterpretation(idea, user?._id);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);

  const [focusNext, setFocusNext] = useState<{ place: FocusPlace; delayMs: number } | null>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const flowHeading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext === null) return;
    const timer = setTimeout(() => {
      const target = { saved: savedHeading, flow: flowHeading, edit: editButton }[focusNext.place];
      target.current?.focus();
      setFocusNext(null);
    }, focusNext.delayMs);
    return () => clearTimeout(timer);
  }, [focusNext]);

  if (user === null) return null;

  function submit(body: AddIdeaScalePayload) {
    mutate(body, {
      onSuccess: () => {
        addAlert(T.saved, 'success');
        setEditing(false);
        setFocusNext({ place: 'saved', delayMs: 0 });
      },
      // The answers stay, for another try.
      onError: (failure) => alertErrors(failure, T.addFailed),
    });
  }

  if (own !== null && !editing) {
    return (
      <InterpretationReadOnly scale={own} headingRef={savedHeading}>
        <div className="d-flex flex-wrap gap-2">
          <Button ref={editButton} variant="outline-primary" onClick={() => setAsking(true)}>
            {T.editMine}
          </Button>
          {onContinue ? (
            <Button variant="primary" onClick={onContinue}>
              {T.continue}
            </Button>
          ) : null}
        </div>
        <AlreadyInterpretedDialog
          show={asking}
          onCancel={() => setAsking(false)}
          onEdit={() => {
            setAsking(false);
            setEditing(true);
            setFocusNext({ place: 'flow', delayMs: FOCUS_AFTER_DIALOG_MS });
          }}
          // The author's own inTell earns and costs nothing
          // (docs/decisions/2026-11-23-security-review.md 'No reputation for one's own inTell').
          points={
            isIdeaAuthor(idea, user._id)
              ? null
              : {
                  first: REPUTATION_POINTS.FIRST_INTERPRETATION,
                  penalty: REPUTATION_POINTS.CHANGE_PENALTY,
                }
          }
        />
      </InterpretationReadOnly>
    );
  }

  return (
    <InterpretationFlow
      // A fresh flow for each saved interpretation it starts from.
      key={own?.date ?? 'first'}
      options={{ ...options, cannotOverwriteExisting: own === null }}
      initial={own !== null ? interpretationFromScale(own) : undefined}
      onSubmit={submit}
      submitting={isPending}
      onCancel={
        own !== null
          ? () => {
              setEditing(false);
              setFocusNext({ place: 'edit', delayMs: 0 });
            }
          : undefined
      }
      heading={own !== null ? T.editHeading : T.heading}
      headingRef={flowHeading}
    />
  );
}

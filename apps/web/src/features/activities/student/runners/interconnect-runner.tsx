import { useId, useState } from 'react';
import { SubmitGuidanceDialog } from '../../../../components/widgets/submit-guidance-dialog';
import type { SubmitGuidanceKey } from '../../../../components/widgets/widgets-text';
import { ActivityInTell } from '../components/activity-intell';
import { ContinueButton } from '../components/continue-button';
import {
  EMPTY_INTERCONNECT,
  InterconnectQuestion,
  interconnectAnswer,
  type InterconnectDraft,
} from '../components/interconnect-question';
import { TopicLine } from '../components/topic-line';
import { FOCUS_AFTER_DIALOG_MS, focusById } from '../focus';
import { inTellOf, interconnectBody, topicOf } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import type { RunnerProps } from './runner-props';

/**
 * 201, interconnect an inTell to the guiding question (content §2): the inTell, the question, how
 * the one bears on the other (damaged … supported) and how sure the student is; Submit sends the
 * rating and completes the activity.
 */
export function InterconnectRunner({ activity, userId, complete, submitting }: RunnerProps) {
  const prefix = useId();
  const [draft, setDraft] = useState<InterconnectDraft>(EMPTY_INTERCONNECT);
  const [guidance, setGuidance] = useState<{ key: SubmitGuidanceKey; field: string } | null>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const inTell = inTellOf(activity);
  const topic = topicOf(activity);

  function submit() {
    if (submitting) return;
    const result = interconnectAnswer(draft);
    if ('missing' in result) {
      setGuidance({ key: result.guidance, field: result.field });
      setFocusAfter(`${prefix}-${result.missing}`);
      return;
    }
    complete(interconnectBody(activity, userId, result.answer));
  }

  return (
    <>
      {topic !== null ? <TopicLine topic={topic} /> : null}
      {inTell !== null ? <ActivityInTell id={inTell._id} caption={T.theInTell} /> : null}
      <InterconnectQuestion id={prefix} value={draft} onChange={setDraft} disabled={submitting} />
      <ContinueButton submitting={submitting} onClick={submit} label={T.submit} />
      <SubmitGuidanceDialog
        show={guidance !== null}
        messages={guidance === null ? [] : [guidance.key]}
        field={guidance?.field}
        onHide={() => {
          setGuidance(null);
          if (focusAfter !== null) focusById(focusAfter, FOCUS_AFTER_DIALOG_MS);
          setFocusAfter(null);
        }}
      />
    </>
  );
}

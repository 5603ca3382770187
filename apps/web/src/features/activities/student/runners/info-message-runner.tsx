import { ActivityInTell } from '../components/activity-intell';
import { ContinueButton } from '../components/continue-button';
import { continueBody, inTellOf } from '../student-activity-model';
import type { RunnerProps } from './runner-props';

/** 100, an info message (content §2): the instructions with an existing inTell, and Continue. */
export function InfoMessageRunner({ activity, userId, complete, submitting }: RunnerProps) {
  const inTell = inTellOf(activity);
  return (
    <>
      {inTell !== null ? <ActivityInTell id={inTell._id} /> : null}
      <ContinueButton
        submitting={submitting}
        onClick={() => complete(continueBody(activity, userId))}
      />
    </>
  );
}

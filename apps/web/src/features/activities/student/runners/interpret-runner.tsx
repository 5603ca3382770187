import {
  ACTIVITY_TYPE,
  type AddIdeaScalePayload,
  type IdeaDto,
  type InterpretationFlowOptions,
} from '@thoughtful/shared';
import { useState } from 'react';
import { CommunityResults, InterpretationFlow } from '../../../ideas';
import { postPrediction } from '../../api/predictions';
import { ActivityInTell } from '../components/activity-intell';
import { GuessStep } from '../components/guess-fields';
import { GuessOutcomes, KeyDistanceNote } from '../components/perception-results';
import { guessableScales, guessBodies, type GuessDrafts } from '../perception-model';
import { ContinueButton } from '../components/continue-button';
import { TopicLine } from '../components/topic-line';
import { useFocusOnStep } from '../focus';
import {
  asksOf,
  continueBody,
  inTellOf,
  interpretBody,
  isSkippedInterpretation,
  topicOf,
  type InterconnectAnswer,
} from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import type { RunnerProps } from './runner-props';

/**
 * The flow's options from the activity (content §3 'Activity', §4 '102'): the emotion pause, the
 * values, the intent prompt, and the interconnect step when the activity has a guiding question
 * (shared `activityAsks`). No link is named: the rating goes beside the interpretation, and the
 * server rates the activity's pair. The deeper understanding is asked of someone else's inTell
 * (102), never of the student's own (docs/decisions/2026-11-23-student-activities-screen.md
 * 'Confirming a deeper understanding').
 */
export function interpretOptions(
  activity: RunnerProps['activity'],
  activityType: number,
  interconnect: boolean,
): InterpretationFlowOptions {
  return {
    confirmUnderstanding:
      activityType === ACTIVITY_TYPE.INTERPRET && activity.interpretConfirmDeeperUnderstanding,
    pauseEmotion: activity.interpretPauseEmotionFlow,
    evaluateValues: activity.interpretEvaluateValues,
    interconnect,
    interconnectLink: null,
    intentWords: activity.interpretIntentWords.trim() || null,
    activityType,
  };
}

/**
 * 102, interpret an inTell (content §4 'Interpretation flow (102)'): the inTell, the flow with the
 * activity's options; Submit completes the activity with the interpretation, then the saved
 * interpretation's community results show until Continue. An inTell the student interpreted
 * before counts: its results show at once, and Continue completes the activity.
 */
export function InterpretRunner(props: RunnerProps) {
  const inTell = inTellOf(props.activity);
  const topic = topicOf(props.activity);
  return (
    <>
      {topic !== null ? <TopicLine topic={topic} /> : null}
      {inTell !== null ? (
        <ActivityInTell id={inTell._id} caption={T.theInTell}>
          {(idea) => <InterpretStep {...props} idea={idea} />}
        </ActivityInTell>
      ) : null}
    </>
  );
}

function InterpretStep({
  activity,
  userId,
  complete,
  submitting,
  release,
  idea,
}: RunnerProps & { idea: IdeaDto }) {
  // What was sent, once the server has recorded it: a skip says so, not 'saved'.
  const [sent, setSent] = useState<AddIdeaScalePayload | null>(null);
  // The interpretation held while she guesses, and her guesses on their way.
  const [pending, setPending] = useState<{
    body: AddIdeaScalePayload;
    rating: InterconnectAnswer | null;
  } | null>(null);
  const [guessing, setGuessing] = useState(false);
  // Completed just now (the list says so before the inTell is read again), or interpreted before.
  const justDone = sent !== null || activity.completed;
  const interpretedBefore = !justDone && idea.myScale !== null;
  const done = justDone || interpretedBefore;
  const own = sent ?? idea.myScale;
  const skipped = own !== null && isSkippedInterpretation(own);
  const headingRef = useFocusOnStep<HTMLHeadingElement>(done ? 'done' : 'interpret');
  const options = interpretOptions(
    activity,
    ACTIVITY_TYPE.INTERPRET,
    asksOf(activity).addLinkIdeaIdeaScale !== 'no',
  );

  function send(body: AddIdeaScalePayload, rating: InterconnectAnswer | null) {
    complete(interpretBody(activity, userId, body, rating), {
      hold: true,
      onSuccess: () => setSent(body),
    });
  }

  /** Her guesses first (the server refuses them once she has interpreted), then the answers. */
  async function guessThenSend(drafts: GuessDrafts) {
    if (pending === null || guessing) return;
    setGuessing(true);
    const bodies = guessBodies(drafts, guessableScales(pending.body));
    // A guess is optional: one not kept never holds back the interpretation.
    for (const body of bodies) await postPrediction(idea._id, body).catch(() => undefined);
    setGuessing(false);
    send(pending.body, pending.rating);
  }

  if (!done && pending !== null) {
    return (
      <GuessStep
        body={pending.body}
        submitting={submitting || guessing}
        onSubmit={(drafts) => void guessThenSend(drafts)}
      />
    );
  }
  if (!done) {
    return (
      <InterpretationFlow
        heading={T.interpretHeading}
        options={options}
        submitting={submitting}
        onSubmit={(body, rating) => {
          // Before the results, a guess on each guessable scale she answered (issue 45).
          if (guessableScales(body).length > 0) setPending({ body, rating });
          else send(body, rating);
        }}
      />
    );
  }
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="h5">
        {skipped ? T.skippedHeading : T.interpretedHeading}
      </h3>
      {interpretedBefore ? (
        <p>{skipped ? T.alreadySkipped : T.alreadyInterpreted}</p>
      ) : skipped ? (
        <p>{T.skippedNote}</p>
      ) : null}
      {skipped ? null : (
        <div className="perception-notes mx-auto">
          <KeyDistanceNote ideaId={idea._id} />
          <GuessOutcomes ideaId={idea._id} activityId={activity._id} />
        </div>
      )}
      <CommunityResults idea={idea} classId={activity.classId} />
      <ContinueButton
        submitting={submitting}
        onClick={() => (activity.completed ? release() : complete(continueBody(activity, userId)))}
      />
    </>
  );
}

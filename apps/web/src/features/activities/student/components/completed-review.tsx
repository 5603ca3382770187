import { ACTIVITY_TYPE, type ActivityDto, type IdeaDto } from '@thoughtful/shared';
import { useEffect, useId, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { CommunityResults, InterpretationReadOnly } from '../../../ideas';
import { activityLabel, inTellOf, topicOf } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import { ActivityInTell } from './activity-intell';
import { GuidingQuestionResults } from './guiding-question-results';
import { TeacherFeedback } from './teacher-feedback';
import { GuessOutcomes, KeyDistanceNote } from './perception-results';
import { TopicLine } from './topic-line';

export interface CompletedReviewProps {
  activity: ActivityDto;
  /** Back to the Completed list. */
  onBack: () => void;
}

/**
 * A completed activity opened again from the Completed list, read-only ('A way back'):
 * what it was about, the student's own answer, and the class's results as they are now: the
 * guiding question's answers (101), the community's interpretations of an inTell she interpreted
 * (102, and 1's own inTell). The inTell and its plots are the queries live updates read again
 * (features/live: an 'idea' event refetches ['ideas', …, id]), so classmates' later answers show
 * here without a reload: this is where 'Please check back later' can be checked back.
 */
export function CompletedReview({ activity, onBack }: CompletedReviewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="completed-review">
      <Button variant="link" className="px-0 mb-2" onClick={onBack}>
        ‹ {T.backToList}
      </Button>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="h5 text-primary-emphasis fw-bold">
        {T.completedEntry(activity.order, activityLabel(activity))}
      </h2>
      <p className="small text-body-secondary">{T.reviewNote}</p>
      {activity.feedback ? <TeacherFeedback feedback={activity.feedback} /> : null}
      <ReviewBody activity={activity} />
      <Button variant="outline-primary" className="mt-3" onClick={onBack}>
        {T.backToList}
      </Button>
    </section>
  );
}

function ReviewBody({ activity }: { activity: ActivityDto }) {
  const topic = topicOf(activity);
  const inTell = inTellOf(activity);
  const mine = activity.myIdea;
  switch (activity.selection) {
    case ACTIVITY_TYPE.GUIDING_QUESTION:
      return (
        <>
          {topic !== null ? (
            <>
              <ActivityInTell id={topic._id} caption={T.guidingQuestion} />
              <GuidingQuestionResults
                topicId={topic._id}
                answer={activity.myAnswer}
                activityId={activity._id}
                groupName={activity.groupName}
              />
            </>
          ) : null}
          {mine !== null ? <ActivityInTell id={mine._id} caption={T.yourNewInTell} /> : null}
        </>
      );
    case ACTIVITY_TYPE.INTERPRET:
      return (
        <>
          {topic !== null ? <TopicLine topic={topic} /> : null}
          {inTell !== null ? (
            <ActivityInTell id={inTell._id} caption={T.theInTell}>
              {(idea) => (
                <InterpretedResults
                  idea={idea}
                  classId={activity.classId}
                  activityId={activity._id}
                />
              )}
            </ActivityInTell>
          ) : null}
        </>
      );
    case ACTIVITY_TYPE.ADD_INTELL:
      return (
        <>
          {topic !== null ? <TopicLine topic={topic} /> : null}
          {mine !== null ? (
            <ActivityInTell id={mine._id} caption={T.yourInTell}>
              {(idea) => <InterpretedResults idea={idea} classId={activity.classId} />}
            </ActivityInTell>
          ) : null}
        </>
      );
    case ACTIVITY_TYPE.KEY_POINT:
      return (
        <>
          {inTell !== null ? <ActivityInTell id={inTell._id} caption={T.quoteCaption} /> : null}
          {mine !== null ? <ActivityInTell id={mine._id} caption={T.yourKeyPoint} /> : null}
        </>
      );
    default:
      return (
        <>
          {topic !== null ? <TopicLine topic={topic} /> : null}
          {inTell !== null ? <ActivityInTell id={inTell._id} caption={T.theInTell} /> : null}
        </>
      );
  }
}

/**
 * The student's interpretation of the inTell and the community's below it (the interpret runner's
 * CommunityResults: a skip sees the spec's skipped message). Nothing when she did not interpret it.
 * An interpretation activity (102) adds her guesses beside the class's results and her reading
 * beside her teacher's key, when there are any (issue 45).
 */
function InterpretedResults({
  idea,
  classId,
  activityId,
}: {
  idea: IdeaDto;
  classId: string | null;
  activityId?: string;
}) {
  if (idea.myScale === null) return null;
  return (
    <div className="mt-3">
      <InterpretationReadOnly scale={idea.myScale} />
      {activityId !== undefined ? (
        <div className="perception-notes mx-auto">
          <KeyDistanceNote ideaId={idea._id} />
          <GuessOutcomes ideaId={idea._id} activityId={activityId} />
        </div>
      ) : null}
      <CommunityResults idea={idea} classId={classId} />
    </div>
  );
}

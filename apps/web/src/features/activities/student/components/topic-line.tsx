import { truncateHeadline, type IdeaSummary } from '@thoughtful/shared';
import { STUDENT_TEXT as T } from '../student-text';

/** The guiding question an activity refers to, named in a line (its card is 101's business). */
export function TopicLine({ topic }: { topic: IdeaSummary }) {
  return (
    <p className="border-start border-4 border-primary ps-2 mb-3">
      <span className="d-block small fw-semibold text-body-secondary">{T.guidingQuestion}</span>
      <span className="fw-semibold">{truncateHeadline(topic.label)}</span>
    </p>
  );
}

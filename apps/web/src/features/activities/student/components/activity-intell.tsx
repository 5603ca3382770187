import type { IdeaDto } from '@thoughtful/shared';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../../components/alerts/use-query-error-alerts';
import { IdeaCard, useIdea } from '../../../ideas';
import { STUDENT_TEXT as T } from '../student-text';

export interface ActivityInTellProps {
  id: string;
  /** A line above the card naming what it is ('The guiding question'). */
  caption?: string;
  headingLevel?: 2 | 3 | 4;
  /** Drawn under the card once the inTell is read (e.g. the runner's questions, which need it). */
  children?: (idea: IdeaDto) => ReactNode;
}

/**
 * An inTell an activity is about, read whole and shown as its card, without links to the screens
 * a student cannot open. A failed read is 'Failed To Retrieve Idea From Server: {msg}'.
 */
export function ActivityInTell({ id, caption, headingLevel = 3, children }: ActivityInTellProps) {
  const { data, error, errorUpdatedAt, isPending } = useIdea(id);
  useQueryErrorAlerts(error, errorUpdatedAt, T.inTellFailed);
  if (data === undefined) return isPending ? <LoadingIndicator label={T.loadingInTell} /> : null;
  return (
    <>
      {caption ? <p className="small fw-semibold text-body-secondary mb-1">{caption}</p> : null}
      <IdeaCard idea={data} headingLevel={headingLevel} linkHeadline={false} inAppLinks={false} />
      {children?.(data)}
    </>
  );
}

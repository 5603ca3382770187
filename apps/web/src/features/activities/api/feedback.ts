import {
  FeedbackDto,
  ReleasedFeedback,
  type GiveFeedbackPayload,
  type ReleaseFeedbackBody,
} from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';
import { ACTIVITIES_QUERY_KEY } from './manager-activities';

/** `POST /api/activity/{id}/feedback` (DESIGN.md §14): a class teacher's, the latest counting. */
export function giveFeedback(activityId: string, body: GiveFeedbackPayload): Promise<FeedbackDto> {
  return apiFetch(`/api/activity/${encodeURIComponent(activityId)}/feedback`, {
    method: 'POST',
    body,
    schema: FeedbackDto,
  });
}

/** `POST /api/classes/{id}/release`: every draft of the class (or of one activity) released. */
export function releaseFeedback(
  classId: string,
  body: ReleaseFeedbackBody = {},
): Promise<ReleasedFeedback> {
  return apiFetch(`/api/classes/${encodeURIComponent(classId)}/release`, {
    method: 'POST',
    body,
    schema: ReleasedFeedback,
  });
}

/** `GET /api/classes/{id}/answers.csv`, saved as a file. */
export function downloadClassAnswers(classId: string): Promise<void> {
  return saveDownload(
    `/api/classes/${encodeURIComponent(classId)}/answers.csv`,
    'class-answers.csv',
  );
}

/** Saving a feedback reads the activities' answers again (the progress view shows it). */
export function useGiveFeedback(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiveFeedbackPayload) => giveFeedback(activityId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
  });
}

export function useReleaseFeedback(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => releaseFeedback(classId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
  });
}

import {
  isTimeZone,
  ClassGrades,
  FeedbackDto,
  ReleasedFeedback,
  type GiveFeedbackPayload,
  type ReleaseFeedbackBody,
} from '@thoughtful/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The reader's IANA time zone ('Europe/Paris'), where the runtime says one it can use: a machine
 * with no zone set may report 'Etc/Unknown', which the server refuses, so the file is then in UTC
 * rather than not downloaded at all.
 */
export function browserTimeZone(
  zone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | undefined {
  return zone && isTimeZone(zone) ? zone : undefined;
}

/**
 * `GET /api/classes/{id}/answers.csv`, saved as a file: its dates in the teacher's own time
 * zone (the server writes UTC without one).
 */
export function classAnswersPath(classId: string, timeZone = browserTimeZone()): string {
  const path = `/api/classes/${encodeURIComponent(classId)}/answers.csv`;
  return timeZone ? `${path}?timeZone=${encodeURIComponent(timeZone)}` : path;
}

export function downloadClassAnswers(classId: string): Promise<void> {
  return saveDownload(classAnswersPath(classId), 'class-answers.csv');
}

/** `GET /api/classes/{id}/grades` (issue 43): each student's overall grade and the class's. */
export function getClassGrades(classId: string, signal?: AbortSignal): Promise<ClassGrades> {
  return apiFetch(`/api/classes/${encodeURIComponent(classId)}/grades`, {
    schema: ClassGrades,
    signal,
  });
}

/** Under the activities' key: a feedback saved, or a change seen live, reads them again. */
export function useClassGrades(classId: string | undefined) {
  return useQuery({
    queryKey: [...ACTIVITIES_QUERY_KEY, 'grades', classId] as const,
    queryFn: ({ signal }) => getClassGrades(classId ?? '', signal),
    enabled: classId !== undefined,
  });
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

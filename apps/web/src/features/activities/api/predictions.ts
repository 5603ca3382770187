import {
  KeyDistances,
  PredictionOutcomes,
  PredictionTrend,
  type PredictionBody,
} from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Perception gap and calibration keys on the student's side (issue 45, DESIGN.md §15): her
 * guesses before she interprets, her guesses beside the class's results after, her trend, and
 * her reading beside her teacher's key. Keys under ['ideas', …] are read again with the inTell
 * (a completion invalidates ['ideas']; live updates refetch them).
 */
const ideaPath = (ideaId: string) => `/api/ideas/${encodeURIComponent(ideaId)}`;

/** `POST /api/ideas/{id}/prediction`: one guess, before her interpretation (409 after). */
export function postPrediction(ideaId: string, body: PredictionBody) {
  return apiFetch(`${ideaPath(ideaId)}/prediction`, {
    method: 'POST',
    body,
    schema: PredictionOutcomes,
  });
}

/** Her guesses on an inTell, each beside the class's result once it may be shown. */
export function usePredictionOutcomes(ideaId: string, activityId: string | null, enabled = true) {
  const query = activityId === null ? '' : `?activity=${encodeURIComponent(activityId)}`;
  return useQuery({
    queryKey: ['ideas', 'prediction', ideaId, activityId] as const,
    queryFn: () =>
      apiFetch(`${ideaPath(ideaId)}/prediction${query}`, { schema: PredictionOutcomes }),
    enabled,
    retry: false,
  });
}

/** `GET /api/me/predictions`: her guesses compared so far and whether they come closer. */
export function usePredictionTrend() {
  return useQuery({
    queryKey: ['ideas', 'predictions', 'me'] as const,
    queryFn: () => apiFetch('/api/me/predictions', { schema: PredictionTrend }),
    retry: false,
  });
}

/** `GET /api/ideas/{id}/key-distance`: her reading beside her teacher's key, per scale. */
export function useKeyDistances(ideaId: string, enabled = true) {
  return useQuery({
    queryKey: ['ideas', 'key-distance', ideaId] as const,
    queryFn: () => apiFetch(`${ideaPath(ideaId)}/key-distance`, { schema: KeyDistances }),
    enabled,
    retry: false,
  });
}

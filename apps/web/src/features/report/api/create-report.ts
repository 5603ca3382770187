import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@thoughtful/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/report` (spec content §7). The answer is not used beyond success. */
export function createReport(body: ReportBody): Promise<unknown> {
  return apiFetch('/api/report', { method: 'POST', body });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}

import type { ActivityDto, CreateActivityPayload, UpdateActivityPayload } from '@thoughtful/shared';
import { expect } from 'vitest';
import { api } from './content-helpers';
import type { TestContext } from './test-app';

/** `POST /api/activity`; fails the test unless it is created. */
export async function createActivity(
  ctx: TestContext,
  token: string,
  body: CreateActivityPayload,
): Promise<ActivityDto> {
  const res = await api(ctx, 'POST', '/api/activity', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ActivityDto>();
}

/** `POST /api/activity/{id}` as it is answered. */
export function updateActivity(
  ctx: TestContext,
  token: string | undefined,
  id: string,
  body: UpdateActivityPayload,
) {
  return api(ctx, 'POST', `/api/activity/${id}`, token, body);
}

/** `GET /api/activity` (with `?view=…` when given); fails the test unless it answers 200. */
export async function listActivities(
  ctx: TestContext,
  token: string,
  view?: 'student' | 'manager',
): Promise<ActivityDto[]> {
  const res = await api(ctx, 'GET', `/api/activity${view ? `?view=${view}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityDto[]>();
}

/** Puts an activity live; fails the test unless it works. */
export async function goLive(ctx: TestContext, token: string, id: string): Promise<void> {
  const res = await updateActivity(ctx, token, id, { activityID: id, enabled: true });
  expect(res.statusCode, res.body).toBe(200);
}

/** The orders of a manager's list are 1, 2, 3 … in list order. */
export function expectGapFree(list: readonly ActivityDto[]): void {
  expect(list.map((a) => a.order)).toEqual(list.map((_, i) => i + 1));
}

import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Activities set up through the API by a teacher, for the student's journeys: quick, and leaves
 * the browser for what the journey checks (the teacher's manager has journeys of its own).
 */

export interface Activity {
  _id: string;
  selection: number;
  order: number;
  enabled: boolean;
  completed?: boolean;
  completedCount?: number;
  /** The inTell the caller added completing it, if any. */
  myIdea?: { _id: string } | null;
  studentsCompleted?: { _id: string; name: string }[];
}

const auth = (token: string) => ({ 'x-auth-token': token });

/** `GET /api/activity`: a teacher's view of every activity, in order. */
export async function listActivities(
  request: APIRequestContext,
  token: string,
): Promise<Activity[]> {
  const response = await request.get('/api/activity', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Activity[];
}

/**
 * Deletes every activity of the teacher's classes: students see every live activity of their
 * class, so a journey that reuses a file's teacher starts from an empty class. Journeys of other
 * files never meet these: each makes its own teacher, and so its own class.
 */
export async function clearActivities(request: APIRequestContext, token: string) {
  for (const activity of await listActivities(request, token)) {
    const response = await request.delete(`/api/activity/${activity._id}`, {
      headers: auth(token),
    });
    // Another journey may have deleted it first.
    expect([200, 404]).toContain(response.status());
  }
}

/** Creates the activities in this order and puts each live (Go Live). */
export async function createLiveActivities(
  request: APIRequestContext,
  token: string,
  bodies: readonly Record<string, unknown>[],
): Promise<Activity[]> {
  const created: Activity[] = [];
  for (const body of bodies) {
    const response = await request.post('/api/activity', { data: body, headers: auth(token) });
    expect(response.status(), await response.text()).toBe(201);
    const activity = (await response.json()) as Activity;
    const live = await request.post(`/api/activity/${activity._id}`, {
      data: { activityID: activity._id, enabled: true },
      headers: auth(token),
    });
    expect(live.status(), await live.text()).toBe(200);
    created.push(activity);
  }
  return created;
}

/** A completion sent by a student through the API (a classmate who answered first). */
export async function completeThroughApi(
  request: APIRequestContext,
  student: { token: string; _id: string },
  activityId: string,
  body: Record<string, unknown> = {},
) {
  const response = await request.post(`/api/activity/${activityId}`, {
    data: { activityID: activityId, studentIDCompleted: student._id, ...body },
    headers: auth(student.token),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** `POST /api/ideas/{id}/quotes`: a quote of an inTell, for a key-point activity (13). */
export async function createQuote(
  request: APIRequestContext,
  token: string,
  ideaId: string,
  text: string,
): Promise<{ _id: string }> {
  const response = await request.post(`/api/ideas/${ideaId}/quotes`, {
    data: { text },
    headers: auth(token),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}

/**
 * Puts students in the teacher's class (DESIGN.md §10): a student sees the live activities of
 * her classes. The class is the one the teacher's activities went to (her first, made with her
 * first activity), or a new one; each student joins with its code, as with the join link.
 */
export async function enrolStudents(
  request: APIRequestContext,
  teacherToken: string,
  studentTokens: readonly string[],
): Promise<{ _id: string; code: string }> {
  const listed = await request.get('/api/classes', { headers: auth(teacherToken) });
  expect(listed.status(), await listed.text()).toBe(200);
  let [taught] = (await listed.json()) as { _id: string; code?: string }[];
  if (taught === undefined) {
    const made = await request.post('/api/classes', {
      data: { name: 'Journey class' },
      headers: auth(teacherToken),
    });
    expect(made.status(), await made.text()).toBe(201);
    taught = (await made.json()) as { _id: string; code?: string };
  }
  const code = taught.code ?? '';
  for (const token of studentTokens) {
    const joined = await request.post('/api/classes/join', {
      data: { code },
      headers: auth(token),
    });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  return { _id: taught._id, code };
}

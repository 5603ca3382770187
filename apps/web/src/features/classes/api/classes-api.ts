import type {
  AddToRosterAnswer,
  ClassDto,
  ClassList,
  CreateClassBody,
  ManagedAccount,
  RenamedStudent,
  Roster,
  UpdateClassBody,
} from '@thoughtful/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/*
 * The answers are typed, not parsed: the schemas' Zod would make every class screen load the
 * chunk of the first screen that holds it (apps/web/build/screen-chunks.ts), past the number of
 * scripts a page may name; the server checks its answers against the same schemas.
 */

/** Every class query starts with this key, so a change reads every view of classes again. */
export const CLASSES_QUERY_KEY = ['classes'] as const;

const classPath = (id: string) => `/api/classes/${encodeURIComponent(id)}`;

/** `GET /api/classes`: the reader's classes (an admin's: all); archived ones too when asked. */
export function getClasses(archived: boolean): Promise<ClassList> {
  return apiFetch<ClassList>(archived ? '/api/classes?archived=true' : '/api/classes');
}

export function classesQueryOptions(archived = false) {
  return queryOptions({
    queryKey: [...CLASSES_QUERY_KEY, 'list', { archived }],
    queryFn: () => getClasses(archived),
  });
}

export function useClasses({ archived = false, enabled = true } = {}) {
  return useQuery({ ...classesQueryOptions(archived), enabled });
}

/** `GET /api/classes/{id}`: with its join code for its teachers. */
export function useClass(id: string) {
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, 'one', id],
    queryFn: () => apiFetch<ClassDto>(classPath(id)),
  });
}

/** `GET /api/classes/{id}/roster`: students with their progress, and invited addresses. */
export function useRoster(id: string) {
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, 'roster', id],
    queryFn: () => apiFetch<Roster>(`${classPath(id)}/roster`),
  });
}

function useInvalidatingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY }),
  });
}

/** `POST /api/classes`: the new class, its maker its teacher. */
export function useCreateClass() {
  return useInvalidatingMutation((body: CreateClassBody) =>
    apiFetch<ClassDto>('/api/classes', { method: 'POST', body }),
  );
}

/** `POST /api/classes/{id}`: rename, archive, pseudonyms, a new code, a co-teacher. */
export function useUpdateClass() {
  return useInvalidatingMutation(({ id, body }: { id: string; body: UpdateClassBody }) =>
    apiFetch<ClassDto>(classPath(id), { method: 'POST', body }),
  );
}

/** `POST /api/classes/{id}/roster`: pasted e-mails, or a number of accounts to make (named). */
export function useAddToRoster(id: string) {
  return useInvalidatingMutation(
    (body: { emails: string } | { managed: number; names?: string[] }) =>
      apiFetch<AddToRosterAnswer>(`${classPath(id)}/roster`, { method: 'POST', body }),
  );
}

/** `DELETE /api/classes/{id}/roster/{userId}`. */
export function useRemoveStudent(id: string) {
  return useInvalidatingMutation((userId: string) =>
    apiFetch(`${classPath(id)}/roster/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
}

/** `POST /api/classes/{id}/roster/{userId}/name`: the student's new name. */
export function useRenameStudent(id: string) {
  return useInvalidatingMutation(({ userId, name }: { userId: string; name: string }) =>
    apiFetch<RenamedStudent>(`${classPath(id)}/roster/${encodeURIComponent(userId)}/name`, {
      method: 'POST',
      body: { name },
    }),
  );
}

/** `POST /api/classes/{id}/roster/{userId}/password`: a managed account's new password, once. */
export function useResetPassword(id: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<ManagedAccount>(`${classPath(id)}/roster/${encodeURIComponent(userId)}/password`, {
        method: 'POST',
      }),
  });
}

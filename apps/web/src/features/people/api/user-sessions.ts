import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, SessionsEndedResponse, UserSessionList } from '@smms/shared';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/api/user-keys';

/** GET /users/{id}/sessions: a person's live sessions, the most recently used first. */
export const fetchUserSessions = (id: number, signal?: AbortSignal) =>
  api.get<UserSessionList>(`/users/${id}/sessions`, { signal });

export const userSessionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.sessions(id),
    queryFn: ({ signal }) => fetchUserSessions(id, signal),
  });

export const useUserSessions = (id: number) => useQuery(userSessionsQueryOptions(id));

/** DELETE /users/{id}/sessions/{sessionId}, or every session with no sessionId; the list refetches. */
export function useEndSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number | null) =>
      sessionId === null
        ? api.delete<SessionsEndedResponse>(`/users/${id}/sessions`)
        : api.delete<MessageResponse>(`/users/${id}/sessions/${sessionId}`),
    // The dialog toasts the outcome itself, through the one error path (errorMessage).
    meta: { toastError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.sessions(id) }),
  });
}

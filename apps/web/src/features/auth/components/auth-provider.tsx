import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, User } from '@smms/shared';
import { LOGIN_PATH } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AuthContext, type AuthContextValue, type AuthState } from '../auth-context';
import { ME_QUERY_KEY, meQueryOptions } from '../api/me';
import { useLoginMutation } from '../api/login';
import { useLogoutMutation } from '../api/logout';

/**
 * Holds the session: restored on load from GET /auth/me (the cookie is httpOnly, so the server is
 * the only source of truth), set by login, and cleared by logout or by any 401. A 401 on a signed-in
 * call means the session ended: `expired` tells the login page to say so (the guard that sends the user
 * there keeps the link, to come back to it after signing in again).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(meQueryOptions());
  const { mutateAsync: loginCall } = useLoginMutation();
  const { mutateAsync: logoutCall } = useLogoutMutation();

  /** Drops every cached answer of the previous user, then records who is signed in now. */
  const replaceUser = useCallback(
    (user: User | null) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.getMutationCache().clear();
      queryClient.setQueryData(ME_QUERY_KEY, user);
    },
    [queryClient],
  );

  const [expired, setExpired] = useState(false);
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (!queryClient.getQueryData(ME_QUERY_KEY)) return; // already signed out: nothing expired
        setExpired(true);
        replaceUser(null);
      }),
    [queryClient, replaceUser],
  );

  const signedIn = useCallback(
    (user: User) => {
      setExpired(false);
      replaceUser(user);
    },
    [replaceUser],
  );

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const answer = await loginCall(credentials);
      if ('secondFactor' in answer) return answer;
      signedIn(answer.user);
      return answer.user;
    },
    [loginCall, signedIn],
  );

  const logout = useCallback(async () => {
    await logoutCall().catch(() => undefined);
    setExpired(false);
    replaceUser(null);
    navigate(LOGIN_PATH, { replace: true });
  }, [logoutCall, replaceUser, navigate]);

  const user = me.data ?? null;
  const pending = me.isPending;
  const value = useMemo<AuthContextValue>(() => {
    const state: AuthState = user
      ? { status: 'authenticated', user }
      : pending
        ? { status: 'loading', user: null }
        : { status: 'anonymous', user: null };
    return { ...state, expired: expired && !user, login, signedIn, logout };
  }, [user, pending, expired, login, signedIn, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

import { createContext, useContext } from 'react';
import type { LoginRequest, SecondFactorNeededResponse, User } from '@smms/shared';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: User };

export type AuthContextValue = AuthState & {
  /** The session ended under a signed-in user (a 401): the login page says so. */
  expired: boolean;
  /**
   * Signs in; resolves with the user, or with the second step an admin with two-step sign-in still has
   * to pass (no session yet); rejects with ApiError.
   */
  login: (credentials: LoginRequest) => Promise<User | SecondFactorNeededResponse>;
  /** Records the user a finished second step signed in. */
  signedIn: (user: User) => void;
  /** Ends the session on the server and here, then goes to the login page. */
  logout: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user, for screens that only render behind a guard. */
export function useCurrentUser(): User {
  const auth = useAuth();
  if (auth.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in user');
  return auth.user;
}

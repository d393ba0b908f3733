import { createContext, useContext, type ReactNode } from 'react';
import { useStoredValue } from './stored-value';

/** The signed-in user's id, so a preference kept in this browser is that user's, not the last user's. */
const UserStorageContext = createContext<number | null>(null);

export function UserStorageScope({ userId, children }: { userId: number; children: ReactNode }) {
  return <UserStorageContext.Provider value={userId}>{children}</UserStorageContext.Provider>;
}

/** The localStorage key of one preference of the signed-in user (a shared key outside a signed-in scope). */
export function useUserStorageKey(name: string): string {
  const userId = useContext(UserStorageContext);
  return userId === null ? `smms.${name}` : `smms.user.${userId}.${name}`;
}

/** useStoredValue under the signed-in user's key. */
export function useUserStoredValue<T extends string>(
  name: string,
  parse: (raw: string | null) => T,
): [T, (value: T) => void] {
  return useStoredValue(useUserStorageKey(name), parse);
}

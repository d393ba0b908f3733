import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Preferences } from '@smms/shared';
import { preferenceKeys, preferencesQueryOptions, putPreference } from './api/preferences';
import { readStored, useStoredText, writeStored } from './stored-value';

/**
 * The signed-in user's console preferences (page size, columns), kept on the server so they follow the person
 * to any browser (issue 38, item 10). This browser keeps a copy under the user's key: the first paint and an
 * offline console use it, and the server's answer, read once a session, replaces it when it comes. A browser
 * that has no copy yet waits for the server's answer (or its failure) before the console shows, so no list is
 * read at one page size and again at the person's own. A choice
 * shows at once and is sent in the background; one the server did not take is kept here, marked unsent, and
 * sent again at the next load, so it is never lost nor overwritten by the server's older value.
 */
interface Scope {
  userId: number;
  /** The server's values once they have come. */
  preferences: Preferences | undefined;
  save(name: string, value: string): void;
}
const UserStorageContext = createContext<Scope | null>(null);

const keyOf = (userId: number | null, name: string) =>
  userId === null ? `smms.${name}` : `smms.user.${userId}.${name}`;
const unsentKey = (userId: number) => `smms.unsent.${userId}`;
/** Set once this browser holds a copy of the server's preferences for the user. */
const copiedKey = (userId: number) => `smms.copied.${userId}`;

function readUnsent(userId: number): Set<string> {
  try {
    return new Set(JSON.parse(readStored(unsentKey(userId)) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}
function markUnsent(userId: number, name: string, unsent: boolean) {
  const names = readUnsent(userId);
  if (unsent) names.add(name);
  else names.delete(name);
  try {
    localStorage.setItem(unsentKey(userId), JSON.stringify([...names]));
  } catch {
    // storage unavailable: the choice lives in this page only
  }
}

/** Every preference this browser keeps for the user, name → value. */
function storedPreferences(userId: number): [string, string][] {
  const prefix = keyOf(userId, '');
  const found: [string, string][] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      const value = key?.startsWith(prefix) ? localStorage.getItem(key) : null;
      if (key && value !== null) found.push([key.slice(prefix.length), value]);
    }
  } catch {
    // storage unavailable: nothing kept here
  }
  return found;
}

/** Optimistic: the page's copy of the server's values changes at once, and stays if the write fails. */
async function send(queryClient: QueryClient, userId: number, name: string, value: string) {
  queryClient.setQueryData<Preferences>(preferenceKeys.of(userId), (old) =>
    old ? { ...old, [name]: value } : old,
  );
  try {
    await putPreference(name, value);
  } catch {
    return; // kept here, marked unsent: sent again at the next load
  }
  // A later choice may be on its way: the name stays unsent unless the server took the value kept here.
  if ((readStored(keyOf(userId, name)) ?? value) === value) markUnsent(userId, name, false);
}

export function UserStorageScope({
  userId,
  pending = null,
  children,
}: {
  userId: number;
  /** What shows while the server's preferences are awaited (the app passes its page spinner). */
  pending?: ReactNode;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(preferencesQueryOptions(userId));
  const [hasCopy] = useState(() => readStored(copiedKey(userId)) !== null);
  /** Names chosen in this page: the server's answer may have been read before the choice reached it. */
  const chosen = useRef(new Set<string>());
  const synced = useRef<number | null>(null);

  const save = useCallback(
    (name: string, value: string) => {
      chosen.current.add(name);
      markUnsent(userId, name, true);
      void send(queryClient, userId, name, value);
    },
    [queryClient, userId],
  );

  useEffect(() => {
    if (!data) return;
    const unsent = readUnsent(userId);
    if (synced.current !== userId) {
      synced.current = userId;
      // What this browser holds and the server does not: a write that failed, or a choice made before
      // preferences were kept on the server.
      for (const [name, value] of storedPreferences(userId)) {
        if (data[name] === value) markUnsent(userId, name, false);
        else if (unsent.has(name) || !(name in data)) save(name, value);
      }
    }
    for (const [name, value] of Object.entries(data))
      if (!unsent.has(name) && !chosen.current.has(name)) writeStored(keyOf(userId, name), value);
    writeStored(copiedKey(userId), '1');
  }, [data, userId, save]);

  const scope = useMemo(() => ({ userId, preferences: data, save }), [userId, data, save]);
  if (!data && !isError && !hasCopy) return <>{pending}</>;
  return <UserStorageContext.Provider value={scope}>{children}</UserStorageContext.Provider>;
}

/** The signed-in user's id inside their scope (null outside one): whose own change a screen is reading. */
export function useSignedInUserId(): number | null {
  return useContext(UserStorageContext)?.userId ?? null;
}

/** The localStorage key of one preference of the signed-in user (a shared key outside a signed-in scope). */
export function useUserStorageKey(name: string): string {
  return keyOf(useContext(UserStorageContext)?.userId ?? null, name);
}

/**
 * A preference of the signed-in user: this browser's copy, else the server's (storage unavailable), else the
 * default `parse` gives. Setting it shows at once and writes through to the server.
 */
export function useUserStoredValue<T extends string>(
  name: string,
  parse: (raw: string | null) => T,
): [T, (value: T) => void] {
  const scope = useContext(UserStorageContext);
  const key = keyOf(scope?.userId ?? null, name);
  const raw = useStoredText(key) ?? scope?.preferences?.[name] ?? null;
  // The same setter while the server's values come and go: it depends on the user, not on what they hold.
  const save = scope?.save;
  const set = useCallback(
    (value: T) => {
      writeStored(key, value);
      save?.(name, value);
    },
    [key, name, save],
  );
  return [parse(raw), set];
}

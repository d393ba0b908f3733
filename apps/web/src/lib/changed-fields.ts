/**
 * The entries of `next` whose value differs from `previous`: an edit sends only what the person changed,
 * so an untouched field never overwrites someone else's edit (STYLE §13: updates are partial).
 */
export function changedFields<T extends Record<string, unknown>>(previous: T, next: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== previous[key]),
  ) as Partial<T>;
}

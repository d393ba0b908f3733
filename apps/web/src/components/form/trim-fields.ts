/** These fields of a form's values, trimmed: what a request sends of them. */
export const trimFields = <V extends Record<K, string>, K extends keyof V>(values: V, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, values[name].trim()])) as Record<K, string>;

/** A filter's options with the value in force kept, so a bookmarked filter shows before the options arrive. */
export const withCurrent = (options: readonly string[], current: string): string[] =>
  current && !options.includes(current) ? [current, ...options] : [...options];

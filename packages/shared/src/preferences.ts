import { z } from 'zod';

/**
 * A signed-in person's console preferences (issue 38, item 10): the columns a list shows, the page size. Kept
 * on the server by name, so they follow the person to any browser; the console keeps a copy in the browser for
 * its first paint.
 */
export const PREFERENCE_NAME_PATTERN = /^[a-z0-9.-]{1,80}$/;
export const PREFERENCE_VALUE_MAX_LENGTH = 4000;
/** A person has a few dozen (two per list at most); the cap keeps a runaway client from filling the table. */
export const PREFERENCES_MAX = 100;

export const PREFERENCE_MESSAGES = {
  invalidName: 'A preference name is 1 to 80 lower-case letters, digits, dots or hyphens.',
  valueTooLong: `A preference value is at most ${PREFERENCE_VALUE_MAX_LENGTH} characters.`,
  tooMany: `You can keep at most ${PREFERENCES_MAX} preferences; this one was not saved.`,
} as const;

/**
 * The path names the preference. Its form is checked by the server's service, not here: a path the schema
 * refuses answers 404 (a path that names nothing), and a bad name deserves a 400 that says what a name is.
 */
export const PreferenceParams = z.object({ name: z.string() });
export type PreferenceParams = z.infer<typeof PreferenceParams>;

export const SetPreference = z.object({
  value: z.string().max(PREFERENCE_VALUE_MAX_LENGTH, { error: PREFERENCE_MESSAGES.valueTooLong }),
});
export type SetPreference = z.infer<typeof SetPreference>;

/** name → value, every preference of the caller. */
export const Preferences = z.record(z.string(), z.string());
export type Preferences = z.infer<typeof Preferences>;

export const PreferencesResponse = z.object({ success: z.literal(true), data: Preferences });
export type PreferencesResponse = z.infer<typeof PreferencesResponse>;

export const PreferenceResponse = z.object({
  success: z.literal(true),
  data: z.object({ name: z.string(), value: z.string() }),
});
export type PreferenceResponse = z.infer<typeof PreferenceResponse>;

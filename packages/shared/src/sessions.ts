import { z } from 'zod';
import { recordId } from './fields.js';

/** One live session of a person, as an admin or its owner sees it: never the token or its hash. */
export const UserSession = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  /** The browser or app and its system, in short ("Chrome on Windows"), from the user agent. */
  device: z.string(),
  /** The caller's own session: ending it signs the caller out. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;

export const UserSessionList = z.object({ success: z.literal(true), data: z.array(UserSession) });
export type UserSessionList = z.infer<typeof UserSessionList>;

export const UserSessionParams = z.object({ id: recordId(), sessionId: recordId() });
export type UserSessionParams = z.infer<typeof UserSessionParams>;

export const SessionsEndedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int(),
});
export type SessionsEndedResponse = z.infer<typeof SessionsEndedResponse>;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];
export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * A user agent in short: "Chrome on Windows", "Firefox on Android"; another client by its first product
 * name ("okhttp", "curl"). Never the whole header, which is long and the client's to choose.
 */
export function deviceOf(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? '';
  if (!agent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser) return system ? `${browser} on ${system}` : browser;
  const product = /^[A-Za-z][\w.-]{0,39}/.exec(agent)?.[0];
  if (product && product !== 'Mozilla') return system ? `${product} on ${system}` : product;
  return system ?? UNKNOWN_DEVICE;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.js';

export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Where texts to phones go. The OTP passes only through here: never a response, never the log. Texts are
 * sent after the request that asked for them has been answered; `stop` aborts when the server shuts down,
 * and no new attempt starts after it.
 */
export interface SmsProvider {
  send(message: SmsMessage, stop?: AbortSignal): Promise<void>;
}

/** Appends each message as a JSON line to DATA_DIR/sms-outbox.jsonl (the default; demo and tests read it). */
export function outboxProvider(file: string): SmsProvider {
  return {
    async send(message) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`, {
        mode: 0o600,
      });
    },
  };
}

/**
 * How long an SMS gateway gets to answer one attempt: well inside the shutdown bound (10 s by default),
 * which waits for an attempt under way.
 */
export const GATEWAY_TIMEOUT_MS = 5_000;
/** The waits before the second and third attempts when the gateway fails or does not answer. */
export const GATEWAY_RETRY_DELAYS_MS = [2_000, 8_000];

/** A gateway's refusal of the message itself (a 4xx other than 408 and 429): sending it again changes nothing. */
class RefusedByGateway extends Error {}

/**
 * Posts `{to, text}` as JSON to the configured gateway. An attempt that fails (no answer in time, a 5xx, 408
 * or 429) is tried again after each delay; a message the gateway refuses is not.
 */
export function httpProvider(url: string, retryDelaysMs = GATEWAY_RETRY_DELAYS_MS): SmsProvider {
  const attempt = async (message: SmsMessage) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return;
    const status = response.status;
    const refused = status >= 400 && status < 500 && status !== 408 && status !== 429;
    throw new (refused ? RefusedByGateway : Error)(`SMS gateway answered ${status}`);
  };
  return {
    async send(message, stop) {
      for (const delay of retryDelaysMs) {
        try {
          return await attempt(message);
        } catch (error) {
          if (error instanceof RefusedByGateway) throw error;
          // Shutdown, begun already or during the wait, ends the retries with the attempt's own error.
          if (!(await sleep(delay, true, { signal: stop }).catch(() => false))) throw error;
        }
      }
      return attempt(message);
    },
  };
}

export const outboxFile = (config: Config) => path.join(config.dataDir, 'sms-outbox.jsonl');

export function smsProviderFor(config: Config): SmsProvider {
  return config.sms.provider === 'http' && config.sms.httpUrl
    ? httpProvider(config.sms.httpUrl)
    : outboxProvider(outboxFile(config));
}

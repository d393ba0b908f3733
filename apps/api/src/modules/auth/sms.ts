import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Where texts to phones go. The OTP passes only through here: never a response, never the log. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
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

/** Posts `{to, text}` as JSON to the configured gateway. */
export function httpProvider(url: string): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export const outboxFile = (config: Config) => path.join(config.dataDir, 'sms-outbox.jsonl');

export function smsProviderFor(config: Config): SmsProvider {
  return config.sms.provider === 'http' && config.sms.httpUrl
    ? httpProvider(config.sms.httpUrl)
    : outboxProvider(outboxFile(config));
}

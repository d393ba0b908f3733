import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

/** The latest OTP the e2e server sent to a phone, read from its SMS outbox as from the phone itself. */
export function latestOtp(phoneSuffix: string): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'sms-outbox.jsonl');
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').reverse();
  for (const line of lines) {
    const message = JSON.parse(line) as { to: string; text: string };
    const otp = message.text.match(/\b(\d{6})\b/)?.[1];
    if (message.to.endsWith(phoneSuffix) && otp) return otp;
  }
  throw new Error(`no OTP sent to a phone ending ${phoneSuffix}`);
}

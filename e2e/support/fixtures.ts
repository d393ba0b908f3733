import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where the run marks the screens axe has scanned: a file a screen, holding its key (emptied by global-setup.ts). */
export const SCANNED_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/axe-scanned',
  process.env.E2E_PORT ?? '8181',
);

/** Query parameters that page or size a list: the same screen with other rows. */
const PAGING = new Set(['page', 'pageSize', 'cursor']);

/**
 * What makes a screen distinct for axe: the route (ids as `#`) and the names of its other query parameters (a
 * filtered list is a screen of its own), the viewport's width, the theme, the dialogs and menus open (their
 * names, numbers as `#`), whether a field shows an error or an alert is up, and whether something is loading.
 */
async function screenKey(page: Page): Promise<string> {
  const url = new URL(page.url());
  const params = [...new Set(url.searchParams.keys())].filter((name) => !PAGING.has(name)).sort();
  const route = `${url.pathname.replace(/\d+/g, '#')}?${params.join('&')}`;
  const state = await page.evaluate(() => {
    const named = (el: Element) =>
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const overlays = [
      ...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=menu],[role=listbox]'),
    ]
      .map((el) => `${el.getAttribute('role')}:${named(el)}`)
      .join('|');
    return {
      dark: document.documentElement.classList.contains('dark'),
      overlays,
      invalid: document.querySelector('[aria-invalid=true]') !== null,
      alert: document.querySelector('[role=alert]') !== null,
      busy: document.querySelector('[aria-busy=true], [role=status] .animate-spin') !== null,
    };
  });
  const overlays = state.overlays.replace(/\d+/g, '#');
  return [
    route,
    page.viewportSize()?.width ?? 0,
    state.dark ? 'dark' : 'light',
    overlays,
    state.invalid,
    state.alert,
    state.busy,
  ].join(' ');
}

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. Each distinct screen
 * (screenKey) is scanned once a run, by whichever test reaches it first: a scan of a list takes 2-5 s, and the
 * journeys reach the same screens many times. A scan that fails gives its screen back, so a test run again
 * scans it again.
 */
export async function expectAccessible(page: Page) {
  const key = await screenKey(page);
  fs.mkdirSync(SCANNED_DIR, { recursive: true });
  const marker = path.join(SCANNED_DIR, createHash('sha1').update(key).digest('hex'));
  let fd: number;
  try {
    fd = fs.openSync(marker, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return; // scanned by another test, on either worker
    throw error;
  }
  fs.writeSync(fd, key);
  fs.closeSync(fd);
  try {
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      `accessibility violations on ${page.url()} (${key})`,
    ).toEqual([]);
  } catch (error) {
    fs.rmSync(marker, { force: true });
    throw error;
  }
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

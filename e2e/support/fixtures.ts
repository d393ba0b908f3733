import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.js';

/** Where the run marks the screens axe has scanned: a file a screen, holding its key (emptied by global-setup.ts). */
export const SCANNED_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/axe-scanned',
  process.env.E2E_PORT ?? '8181',
);

/** The two widths and the two themes every screen is scanned at. */
export const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Query parameters that page or size a list: the same screen with other rows. */
const PAGING = new Set(['page', 'pageSize', 'cursor']);

/**
 * What makes a screen distinct for axe: the route (ids as `#`) and the names of its other query parameters (a
 * filtered list is a screen of its own), the viewport's width, the theme, the dialogs and menus open (their
 * names, numbers as `#`), whether a field shows an error or an alert is up, and whether something is loading.
 */
async function screenKey(page: Page): Promise<{ key: string; dark: boolean }> {
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
  const key = [
    route,
    page.viewportSize()?.width ?? 0,
    state.dark ? 'dark' : 'light',
    overlays,
    state.invalid,
    state.alert,
    state.busy,
  ].join(' ');
  return { key, dark: state.dark };
}

/** What opens over a page: the dialogs, menus and lists of options a test can stop on. */
const OVERLAYS = '[role=dialog], [role=alertdialog], [role=menu], [role=listbox]';

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. A page is scanned as it
 * stands (accessibility.spec.ts walks every page at both widths in both themes); a dialog or menu, which only a
 * journey opens, at 1440 and 390 px in light and dark, and then given back at the size and in the theme it had.
 */
export async function expectAccessible(page: Page) {
  if ((await page.locator(OVERLAYS).count()) === 0) return scanScreen(page);
  const size = page.viewportSize();
  const dark = await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  const overlays = await openOverlays(page);
  for (const viewport of VIEWPORTS)
    for (const theme of THEMES) {
      await page.setViewportSize(viewport);
      await emulateTheme(page, theme);
      expect(await openOverlays(page), 'the same dialogs and menus open at every size').toEqual(overlays);
      await scanScreen(page);
    }
  if (size) await page.setViewportSize(size);
  await emulateTheme(page, dark ? 'dark' : 'light');
}

const openOverlays = (page: Page) =>
  page.locator(OVERLAYS).evaluateAll((found) => found.map((el) => el.getAttribute('role')));

/**
 * Scans the screen unless this run has scanned it (screenKey): each distinct screen once, by whichever test
 * reaches it first, since a scan of a list takes 2-5 s and the journeys reach the same screens many times. A
 * scan that fails gives its screen back, so a test run again scans it again.
 */
async function scanScreen(page: Page) {
  const { key, dark } = await screenKey(page);
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
    await animationsDone(page);
    const blocking = await seriousViolations(page, dark);
    expect(blocking, `accessibility violations on ${page.url()} (${key})`).toEqual([]);
  } catch (error) {
    fs.rmSync(marker, { force: true });
    throw error;
  }
}

/**
 * Waits for every CSS transition and animation that ends (a dialog fading in, a colour easing after a resize, a
 * theme change or a hover) to end: axe reads the colours as painted, and a scan mid-transition reads colours that
 * never stay. Endless ones (a spinner) are left running.
 */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

const MODAL = '[role=dialog], [role=alertdialog]';

/**
 * The axe rules whose answer depends on the colours: all that changes between the light and dark themes (the same
 * page, the same elements, other colours). Every other rule answers the same in both, and the walks scan each screen
 * light first.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations axe finds: every rule in the light theme, the colour rules in the dark. With a
 * dialog open, the page behind it is hidden from assistive technology and scanned on its own as another screen: axe
 * reads the dialogs, and of the rest only whether anything hidden can still take focus.
 */
async function seriousViolations(page: Page, dark: boolean): Promise<string[]> {
  const modal = (await page.locator(MODAL).count()) > 0;
  const rules = dark ? COLOUR_RULES : undefined;
  const scans = modal
    ? [{ include: MODAL, rules }, ...(dark ? [] : [{ rules: ['aria-hidden-focus'] }])]
    : [{ rules }];
  const found: string[] = [];
  for (const scan of scans)
    for (const v of await axeViolations(page, scan))
      if (v.impact === 'serious' || v.impact === 'critical')
        found.push(`${v.id}: ${v.help} (${v.targets.join(', ')})`);
  return found;
}

/** Shows the page in the theme asked: the demo users keep "System", so the palette follows the browser's. */
export async function emulateTheme(page: Page, theme: ThemeName) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
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

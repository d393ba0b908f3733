import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeScan {
  /** A CSS selector (a list is fine): only what it matches is scanned; the whole document without it. */
  include?: string;
  /** Only these rules (opt-in ones too); every rule axe runs by default without it. */
  rules?: readonly string[];
}

/**
 * axe-core's violations on the page as it is now. axe's source goes into each document once, at its first scan,
 * and every scan is one `axe.run` there: @axe-core/playwright parsed the half-megabyte source again and opened a
 * blank page for each scan, four fifths of a scan's time (measured on the lists: 3.3 s a scan against 0.7 s).
 * The app has no frames, which that builder's cross-frame run was for.
 */
export async function axeViolations(page: Page, { include, rules }: AxeScan = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const results: AxeResults = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : {}),
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include, rules },
  );
}

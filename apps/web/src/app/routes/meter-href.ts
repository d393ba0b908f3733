import { PAGES, type ConsoleRole } from '@smms/shared';
import { pagePath } from '@/config/paths';
import type { MeterHref } from '@/features/dtr-import';

/**
 * A meter as a link in the console: its list searched by its number, where its row opens its details. An
 * approved one among the accepted (where the super admin may undo an approval of the rule's), any other among
 * all the installed meters.
 */
export const meterHrefFor =
  (role: ConsoleRole): MeterHref =>
  (meter, approved) =>
    `${pagePath(role, approved ? PAGES.commissionDone : PAGES.metersInstalled)}?${new URLSearchParams({ q: meter.meterSno })}`;

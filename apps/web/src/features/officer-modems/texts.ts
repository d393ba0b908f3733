import { OFFICER_MODEMS_LABELS } from '@smms/shared';

/** The officer modems page's words the spec leaves to us; the labels the tests find it by are shared. */
export const OFFICER_MODEMS_UI = {
  ...OFFICER_MODEMS_LABELS,
  searchModems: 'Search modems',
  loadingModems: 'Loading modems data...',
  modemSearchPlaceholder: 'Search by modem number, meter number, or service number...',
  officerPhone: (phone: string) => `Phone: ${phone}`,
  modemTotal: (total: number) => `Total modems: ${total}`,
  tilesInRange: 'The tiles and the list count this officer’s modems installed on the chosen dates.',
} as const;

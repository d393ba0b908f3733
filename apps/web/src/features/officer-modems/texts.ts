import { OFFICER_MODEMS_LABELS } from '@smms/shared';

/** The officer modems page's words the spec leaves to us; the labels the tests find it by are shared. */
export const OFFICER_MODEMS_UI = {
  ...OFFICER_MODEMS_LABELS,
  searchModems: 'Search modems',
  loadingModems: 'Loading modems data...',
  modemSearchPlaceholder: 'Search by modem number, meter number, or service number...',
  officerPhone: (phone: string) => `Phone: ${phone}`,
  modemTotal: (total: number) => `Total modems: ${total}`,
  tilesAllDates:
    'The tiles count all of this officer’s modems; the list shows those installed on the chosen dates.',
} as const;

import { OFFICER_METERS_LABELS } from '@smms/shared';

/** One officer's meters page's words the spec leaves to us; the labels the tests find it by are shared. */
export const OFFICER_METERS_UI = {
  ...OFFICER_METERS_LABELS,
  searchMeters: 'Search meters',
  metersSearchPlaceholder: 'Search by meter number, substation, or feeder...',
  rowMenu: (meterSno: string) => `Actions for meter ${meterSno}`,
} as const;

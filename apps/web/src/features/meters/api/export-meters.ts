import type { MeterStage } from '@smms/shared';

export const METER_EXPORT_PATH = '/meters/export';

/** Used only if the server's Content-Disposition is missing; the server names the file. */
export const meterExportFallbackName = (stage: MeterStage) => `meters-${stage}.csv`;

/** Used only if the server's Content-Disposition is missing on one officer's export. */
export const OFFICER_METERS_EXPORT_FALLBACK_NAME = 'field-officer-meters.csv';

/** The export takes the list's filters, search and order, without paging: all matching rows, as on screen. */
export const meterExportQuery = (stage: MeterStage, filters: Record<string, string>) => ({
  stage,
  ...filters,
});

import type { MeterStage } from '@smms/shared';
import type { MapList } from '@/components/installation-map/map-filters';

/** The meter list each of the map's lists shows (issue 42): its stage, as the list screens ask for it. */
export const METER_MAP_STAGES: Record<MapList, MeterStage> = {
  all: 'installed',
  live: 'commissioned',
  accepted: 'accepted',
  rejected: 'rejected',
};

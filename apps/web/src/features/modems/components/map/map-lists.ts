import type { ModemList } from '@smms/shared';
import type { MapList } from '@/components/installation-map/map-filters';

/** The modem list each of the map's lists shows (issue 42), as the list screens name it. */
export const MODEM_MAP_LISTS: Record<MapList, ModemList> = {
  all: 'all',
  live: 'commissioned',
  accepted: 'accepted',
  rejected: 'rejected',
};

import { useState } from 'react';
import {
  MAP_SCREEN as T,
  MODEM_DETAIL_LABELS,
  PAGE_TITLES,
  type InstallationMap as MapAnswer,
} from '@smms/shared';
import { InstallationMap } from '@/components/installation-map/installation-map';
import { MapFilters, useMapFilters } from '@/components/installation-map/map-filters';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { api } from '@/lib/api-client';
import { useModem } from '../../api/get-modem';
import { ModemDetailsDialog } from '../modem-details-dialog';
import { MODEM_MAP_LISTS } from './map-lists';

function OpenModem({ id, onClose }: { id: number; onClose: () => void }) {
  const modem = useModem(id);
  return modem.data ? (
    <ModemDetailsDialog modem={modem.data} onClose={onClose} commentsLabel={MODEM_DETAIL_LABELS.comments} />
  ) : null;
}

/** The Modems view's map (issue 42): the modems of a list where they stand; a single modem opens its details. */
export function ModemMap() {
  const { list, rest } = useMapFilters();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={PAGE_TITLES.map} description={T.description('modem')} />
      <Card>
        <CardContent className="flex flex-col gap-4 p-3 sm:p-4">
          <MapFilters kind="modem" />
          <InstallationMap
            kind="modem"
            queryKey={['modems', 'map', MODEM_MAP_LISTS[list], rest]}
            load={async ({ bbox, zoom }, signal) =>
              (
                await api.get<MapAnswer>(`/modem/${MODEM_MAP_LISTS[list]}/map`, {
                  query: { ...rest, zoom, ...(bbox ? { bbox: bbox.join(',') } : {}) },
                  signal,
                })
              ).data
            }
            onOpen={setOpen}
          />
        </CardContent>
      </Card>
      {open !== null && <OpenModem id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

import { useState } from 'react';
import { MAP_SCREEN as T, PAGE_TITLES, type InstallationMap as MapAnswer } from '@smms/shared';
import { InstallationMap } from '@/components/installation-map/installation-map';
import { MapFilters, useMapFilters } from '@/components/installation-map/map-filters';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { api } from '@/lib/api-client';
import { useMeter } from '../../api/get-meter';
import { MeterDetailsDialog } from '../meter-details-dialog';
import { METER_MAP_STAGES } from './map-stages';

function OpenMeter({ id, onClose }: { id: number; onClose: () => void }) {
  const meter = useMeter(id);
  return meter.data ? <MeterDetailsDialog meter={meter.data} onClose={onClose} /> : null;
}

/** The Meters view's map (issue 42): the meters of a list where they stand; a single meter opens its details. */
export function MeterMap() {
  const { list, rest } = useMapFilters();
  const [open, setOpen] = useState<number | null>(null);
  const query = { ...rest, stage: METER_MAP_STAGES[list] };
  return (
    <>
      <PageHeader title={PAGE_TITLES.map} description={T.description('meter')} />
      <Card>
        <CardContent className="flex flex-col gap-4 p-3 sm:p-4">
          <MapFilters kind="meter" />
          <InstallationMap
            kind="meter"
            queryKey={['meters', 'map', query]}
            load={async ({ bbox, zoom }, signal) =>
              (
                await api.get<MapAnswer>('/meters/map', {
                  query: { ...query, zoom, ...(bbox ? { bbox: bbox.join(',') } : {}) },
                  signal,
                })
              ).data
            }
            onOpen={setOpen}
          />
        </CardContent>
      </Card>
      {open !== null && <OpenMeter id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

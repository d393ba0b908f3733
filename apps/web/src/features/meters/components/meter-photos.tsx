import { METER_DETAIL_TEXTS as T, type Meter } from '@smms/shared';
import { PhotoGrid } from '@/components/photos/photo-grid';

const urlOf = (m: Meter, slot: number) =>
  ({ 1: m.photo1, 2: m.photo2, 3: m.photo3, 4: m.photo4 })[slot] ?? null;

/** "Meter Photos": four slots; a click shows the photo larger. */
export function MeterPhotos({ meter }: { meter: Meter }) {
  return (
    <PhotoGrid
      urlOf={(slot) => urlOf(meter, slot)}
      texts={{
        heading: T.photos,
        noPhoto: T.noPhoto,
        unavailable: T.photoUnavailable,
        alt: (slot) => T.photoAlt(slot, meter.meterSno),
      }}
    />
  );
}

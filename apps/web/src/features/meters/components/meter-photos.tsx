import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { METER_DETAIL_TEXTS as T, type Meter } from '@smms/shared';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

const SLOTS = [1, 2, 3, 4] as const;
const urlOf = (m: Meter, slot: (typeof SLOTS)[number]) =>
  ({ 1: m.photo1, 2: m.photo2, 3: m.photo3, 4: m.photo4 })[slot];

const frame =
  'flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border bg-muted';

function Placeholder({ label }: { label: string }) {
  return (
    <div className={`${frame} flex-col gap-1 text-xs text-muted-foreground`}>
      <ImageOff className="size-6" aria-hidden="true" />
      {label}
    </div>
  );
}

function PhotoSlot({ url, alt, onOpen }: { url: string; alt: string; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder label={T.photoUnavailable} />;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`${frame} cursor-zoom-in focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
    >
      <img
        src={url}
        alt={alt}
        className="size-full object-cover"
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </button>
  );
}

/** "Meter Photos": four slots; a click shows the photo larger. */
export function MeterPhotos({ meter }: { meter: Meter }) {
  const [open, setOpen] = useState<{ url: string; alt: string } | null>(null);
  return (
    <section aria-labelledby="meter-photos-heading" className="flex flex-col gap-3">
      <h3 id="meter-photos-heading" className="font-semibold">
        {T.photos}
      </h3>
      <ul className="grid grid-cols-2 gap-3">
        {SLOTS.map((slot) => {
          const url = urlOf(meter, slot);
          const alt = T.photoAlt(slot, meter.meterSno);
          return (
            <li key={slot}>
              {url ? (
                <PhotoSlot key={url} url={url} alt={alt} onOpen={() => setOpen({ url, alt })} />
              ) : (
                <Placeholder label={T.noPhoto} />
              )}
            </li>
          );
        })}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-4xl">
          <DialogTitle>{open?.alt}</DialogTitle>
          <DialogDescription className="sr-only">{T.photos}</DialogDescription>
          {open && (
            <img src={open.url} alt={open.alt} className="max-h-[75vh] w-full rounded-lg object-contain" />
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}

import { useId, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export const PHOTO_SLOTS = [1, 2, 3, 4] as const;

export interface PhotoGridTexts {
  /** The section's heading, e.g. "Meter Photos". */
  heading: string;
  noPhoto: string;
  unavailable: string;
  alt: (slot: number) => string;
}

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

function PhotoSlot(props: { url: string; alt: string; unavailable: string; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder label={props.unavailable} />;
  return (
    <button
      type="button"
      onClick={props.onOpen}
      className={`${frame} cursor-zoom-in focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
    >
      <img
        src={props.url}
        alt={props.alt}
        className="size-full object-cover"
        loading="lazy"
        onError={() => setFailed(true)}
      />
    </button>
  );
}

/**
 * An installation's four photo slots (SPEC §2.5, §9): an empty slot reads "No Photo", a photo that fails
 * to load a placeholder, and a click shows the photo larger.
 */
export function PhotoGrid({
  urlOf,
  texts,
}: {
  urlOf: (slot: number) => string | null;
  texts: PhotoGridTexts;
}) {
  const headingId = useId();
  const [open, setOpen] = useState<{ url: string; alt: string } | null>(null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {texts.heading}
      </h3>
      <ul className="grid grid-cols-2 gap-3">
        {PHOTO_SLOTS.map((slot) => {
          const url = urlOf(slot);
          const alt = texts.alt(slot);
          return (
            <li key={slot}>
              {url ? (
                <PhotoSlot
                  key={url}
                  url={url}
                  alt={alt}
                  unavailable={texts.unavailable}
                  onOpen={() => setOpen({ url, alt })}
                />
              ) : (
                <Placeholder label={texts.noPhoto} />
              )}
            </li>
          );
        })}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-4xl">
          <DialogTitle>{open?.alt}</DialogTitle>
          <DialogDescription className="sr-only">{texts.heading}</DialogDescription>
          {open && (
            <img src={open.url} alt={open.alt} className="max-h-[75vh] w-full rounded-lg object-contain" />
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}

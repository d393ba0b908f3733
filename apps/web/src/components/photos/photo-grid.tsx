import { useId, useRef, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { PhotoViewer, type ViewerPhoto } from './photo-viewer';

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

function PhotoSlot(props: {
  url: string;
  alt: string;
  unavailable: string;
  slot: number;
  onOpen: () => void;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder label={props.unavailable} />;
  return (
    <button
      type="button"
      data-photo-slot={props.slot}
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
 * to load a placeholder, and a click opens the viewer, which steps through the photos there are.
 */
export function PhotoGrid({
  urlOf,
  texts,
}: {
  urlOf: (slot: number) => string | null;
  texts: PhotoGridTexts;
}) {
  const headingId = useId();
  const photos: (ViewerPhoto & { slot: number })[] = PHOTO_SLOTS.flatMap((slot) => {
    const url = urlOf(slot);
    return url ? [{ slot, url, alt: texts.alt(slot) }] : [];
  });
  const [shown, setShown] = useState<number | null>(null);
  const [opener, setOpener] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  return (
    <section ref={section} aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {texts.heading}
      </h3>
      <ul className="grid grid-cols-2 gap-3">
        {PHOTO_SLOTS.map((slot) => {
          const index = photos.findIndex((p) => p.slot === slot);
          const photo = photos[index];
          return (
            <li key={slot}>
              {photo ? (
                <PhotoSlot
                  key={photo.url}
                  url={photo.url}
                  alt={photo.alt}
                  unavailable={texts.unavailable}
                  slot={slot}
                  onOpen={() => {
                    setOpener(slot);
                    setShown(index);
                  }}
                />
              ) : (
                <Placeholder label={texts.noPhoto} />
              )}
            </li>
          );
        })}
      </ul>
      <PhotoViewer
        photos={photos}
        index={shown}
        onIndexChange={setShown}
        onClose={() => setShown(null)}
        onClosed={() => {
          // Back to the photo that opened the viewer (or the first photo left, if it failed since).
          const slots = section.current;
          const button =
            slots?.querySelector<HTMLElement>(`[data-photo-slot="${opener}"]`) ??
            slots?.querySelector<HTMLElement>('[data-photo-slot]');
          button?.focus();
        }}
      />
    </section>
  );
}

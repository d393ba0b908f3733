import { useId, useRef, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { PHOTO_GRID_TEXTS as G } from '@smms/shared';
import { PhotoViewer, type ViewerPhoto } from './photo-viewer';

export const PHOTO_SLOTS = [1, 2, 3, 4] as const;

export interface PhotoGridTexts {
  /** The section's heading, e.g. "Meter Photos". */
  heading: string;
  /** The one line that stands for four empty slots ("No photos yet"). */
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
 * An installation's four photo slots (SPEC §2.5, §9): the photos there are, the empty slots said in one line
 * ("No photos yet", "2 of 4 photos: slots 3 and 4 empty") rather than a box each; a photo that fails to load
 * shows a placeholder, and a click opens the viewer, which steps through the photos there are.
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
  const empty = PHOTO_SLOTS.filter((slot) => !photos.some((p) => p.slot === slot));
  const [shown, setShown] = useState<number | null>(null);
  const [opener, setOpener] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  return (
    <section ref={section} aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {texts.heading}
      </h3>
      {photos.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageOff className="size-4" aria-hidden="true" />
          {texts.noPhoto}
        </p>
      ) : (
        <>
          {empty.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {G.partial(photos.length, PHOTO_SLOTS.length, empty)}
            </p>
          )}
          <ul className="grid grid-cols-2 gap-3">
            {photos.map((photo, index) => (
              <li key={photo.slot}>
                <PhotoSlot
                  key={photo.url}
                  url={photo.url}
                  alt={photo.alt}
                  unavailable={texts.unavailable}
                  slot={photo.slot}
                  onOpen={() => {
                    setOpener(photo.slot);
                    setShown(index);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
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

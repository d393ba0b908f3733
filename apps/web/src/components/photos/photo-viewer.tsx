import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { PHOTO_VIEWER_TEXTS as T } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface ViewerPhoto {
  url: string;
  alt: string;
}

export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/** Dragging the zoomed photo moves it under the pointer (the box scrolls the other way). */
function usePan(enabled: boolean) {
  const from = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  return {
    start(event: PointerEvent<HTMLDivElement>) {
      const box = event.currentTarget;
      if (!enabled || event.button !== 0) return;
      from.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
      box.setPointerCapture?.(event.pointerId);
    },
    move(event: PointerEvent<HTMLDivElement>) {
      const box = event.currentTarget;
      const start = from.current;
      if (!start) return;
      box.scrollLeft = start.left - (event.clientX - start.x);
      box.scrollTop = start.top - (event.clientY - start.y);
    },
    end() {
      from.current = null;
    },
  };
}

/**
 * The photos of an installation, one at a time: Previous/Next (← →), zoom in/out/reset (+ − 0) with the
 * photo scrollable when zoomed, and rotate (R). It is its own dialog on top of the detail dialog, so its
 * keys never reach a review dialog's (R there rejects). Escape closes it; `onClosed` gets the focus back.
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  onClosed,
}: {
  photos: ViewerPhoto[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** After closing, where the focus goes (the photo that opened the viewer). */
  onClosed: () => void;
}) {
  const [view, setView] = useState({ zoom: 0, turns: 0, of: index });
  // Each photo opens unzoomed and upright.
  const current = view.of === index ? view : { zoom: 0, turns: 0, of: index };
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const scale = ZOOM_LEVELS[current.zoom] ?? 1;
  const viewport = useRef<HTMLDivElement>(null);
  // A zoom keeps the middle of the photo in the middle of the box (the scroll would start top-left).
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  }, [scale, index]);
  const pan = usePan(scale > 1);
  const set = (next: Partial<typeof current>) => setView({ ...current, ...next });
  const zoom = (step: -1 | 1) =>
    set({ zoom: Math.min(ZOOM_LEVELS.length - 1, Math.max(0, current.zoom + step)) });
  const step = (by: -1 | 1) => {
    if (index === null || count < 2) return;
    onIndexChange((index + by + count) % count);
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      '+': () => zoom(1),
      '=': () => zoom(1),
      '-': () => zoom(-1),
      '0': () => set({ zoom: 0 }),
      r: () => set({ turns: current.turns + 1 }),
      R: () => set({ turns: current.turns + 1 }),
    };
    const action = actions[event.key];
    if (!action) return;
    // Handled here: the dialogs underneath (a review's R, the list's /) never see it.
    event.preventDefault();
    event.stopPropagation();
    action();
  }

  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex max-w-4xl flex-col gap-3"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogTitle className="pr-8">{photo?.alt}</DialogTitle>
        <DialogDescription className="sr-only">{T.description}</DialogDescription>
        <div
          role="group"
          aria-label={T.controls}
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={T.previous}
              onClick={() => step(-1)}
              disabled={count < 2}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <span aria-live="polite" className="min-w-14 text-center text-sm tabular-nums">
              {index === null ? '' : T.position(index + 1, count)}
            </span>
            <Button
              variant="outline"
              size="icon"
              aria-label={T.next}
              onClick={() => step(1)}
              disabled={count < 2}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={T.zoomOut}
              onClick={() => zoom(-1)}
              disabled={current.zoom === 0}
            >
              <ZoomOut aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              // Its name starts with what it shows ("200%, Reset zoom"): a name that hid the visible words
              // would fail WCAG 2.5.3, label in name (axe label-content-name-mismatch).
              onClick={() => set({ zoom: 0 })}
              className="min-w-16 tabular-nums"
            >
              {T.zoomLevel(Math.round(scale * 100))}
              <span className="sr-only">{`, ${T.resetZoom}`}</span>
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={T.zoomIn}
              onClick={() => zoom(1)}
              disabled={current.zoom === ZOOM_LEVELS.length - 1}
            >
              <ZoomIn aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={T.rotate}
              onClick={() => set({ turns: current.turns + 1 })}
            >
              <RotateCw aria-hidden="true" />
            </Button>
          </div>
        </div>
        {photo && (
          <div
            // Scrollable by keyboard when zoomed: the viewport takes the focus like any scroll area. A drag pans.
            ref={viewport}
            tabIndex={0}
            aria-label={T.viewport}
            role="region"
            data-zoom={scale}
            onPointerDown={pan.start}
            onPointerMove={pan.move}
            onPointerUp={pan.end}
            onPointerCancel={pan.end}
            className={`h-[60vh] touch-none overflow-auto rounded-lg bg-muted select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-sm:h-[calc(100dvh-11rem)] ${scale > 1 ? 'cursor-grab active:cursor-grabbing' : ''}`}
          >
            <div
              // The zoomed photo is this much larger than the box: the scroll pans over it.
              className="flex items-center justify-center"
              style={{ width: `${scale * 100}%`, height: `${scale * 100}%` }}
            >
              <img
                src={photo.url}
                alt={photo.alt}
                draggable={false}
                data-rotation={(current.turns % 4) * 90}
                // The photo fills the zoomed box (its shape kept), so it grows with each zoom step.
                className="object-contain transition-transform"
                style={{
                  width: '100%',
                  height: '100%',
                  transform: `rotate(${(current.turns % 4) * 90}deg)`,
                }}
              />
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

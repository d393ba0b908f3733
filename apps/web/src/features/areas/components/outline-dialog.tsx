import { useId, useState, type FormEvent } from 'react';
import { AREAS_SCREEN as T, outlineOf, type Area, type Corner } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { OutlinePreview } from './outline-preview';

interface OutlineDialogProps {
  area: Area;
  busy: 'save' | 'remove' | null;
  /** Saves the file's GeoJSON as it was read; the server checks it again and may refuse it. */
  onSave: (geoJson: unknown) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  onClose: () => void;
}

/** The file read and checked as the server will: its outline, or what is wrong with it. */
async function readOutline(file: File): Promise<{ json: unknown; corners: Corner[] } | string> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return T.outlineNotJson;
  }
  const corners = outlineOf(json);
  return typeof corners === 'string' ? corners : { json, corners };
}

const degrees = (value: number) => value.toFixed(4);

/**
 * A circle's or division's outline (issue 42): the GeoJSON file the utility's GIS exports, checked and drawn here
 * before it is saved, or the outline removed. The server's refusal shows at the file.
 */
export function OutlineDialog({ area, busy, onSave, onRemove, onClose }: OutlineDialogProps) {
  const id = useId();
  const [chosen, setChosen] = useState<{ json: unknown; corners: Corner[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kind = T.kindLabels[area.kind].toLowerCase();

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, T.failed));
    }
  };
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return setError(T.outlineChooseFile);
    await act(() => onSave(chosen.json));
  }

  const lats = chosen?.corners.map(([, lat]) => lat) ?? [];
  const lngs = chosen?.corners.map(([lng]) => lng) ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{T.outlineTitle(kind, area.name)}</DialogTitle>
          <DialogDescription>{T.outlineDescription(kind)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm">{area.outlinePoints ? T.outlineNow(area.outlinePoints) : T.outlineNone}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-file`} className="text-sm font-medium">
              {T.outlineFile}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".geojson,.json,application/geo+json,application/json"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                setError(null);
                setChosen(null);
                if (!file) return;
                const read = await readOutline(file);
                if (typeof read === 'string') setError(read);
                else setChosen(read);
              }}
            />
            <FormError id={`${id}-error`} message={error} />
          </div>
          {chosen && (
            <div className="flex items-center gap-4" data-testid="outline-preview">
              <OutlinePreview corners={chosen.corners} />
              <div className="flex flex-col gap-1 text-sm">
                <p className="font-medium">{T.outlinePreview(chosen.corners.length)}</p>
                <p className="text-muted-foreground">
                  {T.outlineExtent(
                    degrees(Math.min(...lats)),
                    degrees(Math.max(...lats)),
                    degrees(Math.min(...lngs)),
                    degrees(Math.max(...lngs)),
                  )}
                </p>
              </div>
            </div>
          )}
          <DialogFooter className="gap-2 sm:justify-between">
            {area.outlinePoints ? (
              <Button
                type="button"
                variant="outline"
                className="text-destructive"
                disabled={busy !== null}
                onClick={() => void act(onRemove)}
              >
                {busy === 'remove' ? T.outlineRemoving : T.outlineRemove}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={onClose} disabled={busy !== null}>
                {T.cancel}
              </Button>
              <Button type="submit" disabled={busy !== null}>
                {busy === 'save' ? T.saving : T.outlineSave}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useId } from 'react';
import { VIEWS, type View } from '@smms/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useView } from '../view-context';

export const VIEW_LABEL = 'View';

/** The header's Meters/Modems selector; hidden for users who have one view only. */
export function ViewSelect() {
  const { view, views, setView } = useView();
  const id = useId();
  if (views.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only text-muted-foreground sm:not-sr-only">
        {VIEW_LABEL}
      </Label>
      <NativeSelect id={id} value={view} onChange={(e) => setView(e.target.value as View)} className="w-28">
        {VIEWS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

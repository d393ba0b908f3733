import { MeterMap } from '@/features/meters';
import { ModemMap } from '@/features/modems';
import { useView } from '@/features/view';

/** The map (issue 42), every console role's, of the view's installations. */
export function MapPage() {
  const { view } = useView();
  return view === 'Modems' ? <ModemMap /> : <MeterMap />;
}

import type { AdminPage } from '@smms/shared';
import { Card } from '@/components/ui/card';
import { ADMINS_UI } from '../texts';

/** Total, active, inactive and zones covered (SPEC §2.7), for the whole view, not the page. */
export function AdminStats({ stats }: { stats: AdminPage['stats'] | undefined }) {
  const tiles: [string, number | undefined][] = [
    [ADMINS_UI.statsTotal, stats?.total],
    [ADMINS_UI.statsActive, stats?.active],
    [ADMINS_UI.statsInactive, stats?.inactive],
    [ADMINS_UI.statsZones, stats?.zonesCovered],
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map(([label, value]) => (
        <Card key={label} className="flex flex-col gap-1 p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value ?? '—'}</dd>
        </Card>
      ))}
    </dl>
  );
}

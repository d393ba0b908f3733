import { Link } from 'react-router';
import { MapPinned } from 'lucide-react';
import { MAP_SCREEN as T, PAGES, type ConsoleRole } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { pagePath } from '@/config/paths';
import { MAP_LIST_PARAM, type MapList } from './map-filters';

/** A list's order has no meaning on the map. */
const UNMAPPED = new Set(['sort', 'order']);

/** The Map page's address for a list's installations and its filters (search, review, division, flags...). */
export function mapPathOf(role: ConsoleRole, list: MapList, filters: Record<string, string>): string {
  const params = new URLSearchParams();
  if (list !== 'all') params.set(MAP_LIST_PARAM, list);
  for (const [name, value] of Object.entries(filters)) if (!UNMAPPED.has(name)) params.set(name, value);
  const search = params.toString();
  return `${pagePath(role, PAGES.map)}${search ? `?${search}` : ''}`;
}

/** "View on map" beside a list's Export: the installations the list shows, where they stand. */
export function MapLink({
  role,
  list,
  filters,
}: {
  role: ConsoleRole;
  list: MapList;
  filters: Record<string, string>;
}) {
  return (
    <Button asChild variant="outline">
      <Link to={mapPathOf(role, list, filters)}>
        <MapPinned aria-hidden="true" />
        {T.viewOnMap}
      </Link>
    </Button>
  );
}

import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { ACCOUNT_STATUSES, OFFICER_TEXTS } from '@smms/shared';
import {
  ListToolbar,
  useDivisionFilter,
  withCurrent,
  type ListFilter,
  type ListParams,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useOfficerFacets } from '../api/get-officer-facets';
import type { OfficerFilter, OfficerScreen } from '../screens';
import { OFFICERS_UI as UI } from '../texts';

interface ToolbarProps {
  screen: OfficerScreen;
  list: ListParams<OfficerFilter>;
}

/** Search and the screen's filters, all in the URL; "More Filters" opens Sub Division and Section. */
export function FieldOfficersToolbar({ screen, list }: ToolbarProps) {
  const has = (name: OfficerFilter) => screen.filters.includes(name);
  const { subDivision = '', section = '', division = '' } = list.filters;
  const [moreOpen, setMoreOpen] = useState(Boolean(subDivision || section));
  const divisionFilter = useDivisionFilter(has('division'), division, {
    label: UI.divisionFilter,
    all: UI.allDivisions,
  });
  const facets = useOfficerFacets(screen.view, screen.moreFilters && moreOpen);
  const status: ListFilter<OfficerFilter> = {
    param: 'status',
    label: UI.statusFilter,
    all: OFFICER_TEXTS.allStatus,
    options: ACCOUNT_STATUSES,
  };
  const places: ListFilter<OfficerFilter>[] = [
    {
      param: 'subDivision',
      label: UI.subDivisionFilter,
      all: UI.allSubDivisions,
      options: withCurrent(facets.data?.subDivisions ?? [], subDivision),
    },
    {
      param: 'section',
      label: UI.sectionFilter,
      all: UI.allSections,
      options: withCurrent(facets.data?.sections ?? [], section),
    },
  ];
  const main = [...(has('status') ? [status] : []), ...(has('division') ? [divisionFilter] : [])];

  return (
    <div className="mb-4 flex flex-col gap-3">
      <ListToolbar
        list={list}
        search={{ placeholder: screen.searchPlaceholder, label: UI.searchOfficers }}
        filters={main}
        chips={screen.moreFilters ? [...main, ...places] : main}
        className=""
      >
        {screen.moreFilters && (
          <Button variant="outline" aria-expanded={moreOpen} onClick={() => setMoreOpen((open) => !open)}>
            <SlidersHorizontal aria-hidden="true" />
            {OFFICER_TEXTS.moreFilters}
          </Button>
        )}
      </ListToolbar>
      {screen.moreFilters && moreOpen && (
        <ListToolbar list={list} filters={places} chips={false} className="" />
      )}
    </div>
  );
}

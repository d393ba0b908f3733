import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { ACCOUNT_STATUSES, OFFICER_TEXTS } from '@smms/shared';
import { DataTableFilter, DataTableSearch, type ListParams } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useDivisions } from '../../api/get-divisions';
import { useOfficerFacets } from '../../api/get-officer-facets';
import type { OfficerFilter, OfficerScreen } from '../../screens';
import { USERS_UI } from '../../texts';
import { withCurrent } from '../people/with-current';

interface ToolbarProps {
  screen: OfficerScreen;
  list: ListParams<OfficerFilter>;
}

/** Search and the screen's filters, all in the URL; "More Filters" opens Sub Division and Section. */
export function FieldOfficersToolbar({ screen, list }: ToolbarProps) {
  const has = (name: OfficerFilter) => screen.filters.includes(name);
  const { subDivision = '', section = '', division = '', status = '' } = list.filters;
  const [moreOpen, setMoreOpen] = useState(Boolean(subDivision || section));
  const divisions = useDivisions(has('division'));
  const facets = useOfficerFacets(screen.view, screen.moreFilters && moreOpen);

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <DataTableSearch
          value={list.q}
          onSearch={list.setSearch}
          placeholder={screen.searchPlaceholder}
          label={USERS_UI.searchOfficers}
        />
        {has('status') && (
          <DataTableFilter
            label={USERS_UI.statusFilter}
            allLabel={OFFICER_TEXTS.allStatus}
            options={ACCOUNT_STATUSES}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
          />
        )}
        {has('division') && (
          <DataTableFilter
            label={USERS_UI.divisionFilter}
            allLabel={USERS_UI.allDivisions}
            options={withCurrent(divisions.data ?? [], division)}
            value={division}
            onChange={(value) => list.setFilter('division', value)}
          />
        )}
        {screen.moreFilters && (
          <Button variant="outline" aria-expanded={moreOpen} onClick={() => setMoreOpen((open) => !open)}>
            <SlidersHorizontal aria-hidden="true" />
            {OFFICER_TEXTS.moreFilters}
          </Button>
        )}
      </div>
      {screen.moreFilters && moreOpen && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <DataTableFilter
            label={USERS_UI.subDivisionFilter}
            allLabel={USERS_UI.allSubDivisions}
            options={withCurrent(facets.data?.subDivisions ?? [], subDivision)}
            value={subDivision}
            onChange={(value) => list.setFilter('subDivision', value)}
          />
          <DataTableFilter
            label={USERS_UI.sectionFilter}
            allLabel={USERS_UI.allSections}
            options={withCurrent(facets.data?.sections ?? [], section)}
            value={section}
            onChange={(value) => list.setFilter('section', value)}
          />
        </div>
      )}
    </div>
  );
}

import { Eye, MoreHorizontal, Pencil } from 'lucide-react';
import { OFFICER_METERS_TEXTS as T, type Meter } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { OFFICER_METERS_UI } from '../texts';

export interface MeterRowActions {
  onViewDetails: (meter: Meter) => void;
  onEdit?: (meter: Meter) => void;
}

/** A row's menu on the officer page: View Details and Edit (SPEC §2.6). */
export function MeterRowMenu({ meter, onViewDetails, onEdit }: MeterRowActions & { meter: Meter }) {
  return (
    <div
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      role="presentation"
    >
      {/* Not modal: a modal menu hides the page with aria-hidden while its rows stay focusable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={OFFICER_METERS_UI.rowMenu(meter.meterSno)}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onViewDetails(meter)}>
            <Eye aria-hidden="true" />
            {T.viewDetails}
          </DropdownMenuItem>
          {onEdit && (
            <DropdownMenuItem onSelect={() => onEdit(meter)}>
              <Pencil aria-hidden="true" />
              {T.edit}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

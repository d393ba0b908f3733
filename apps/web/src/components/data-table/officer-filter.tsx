import { useState } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { fullName, LIST_FILTER_TEXTS as T, type View } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useChosenOfficer, useOfficerChoices } from '@/lib/api/get-officer-choices';
import { cn } from '@/lib/utils';
import type { ListParams } from './use-list-params';

/** The URL parameter of the field officer filter: the officer's id, as the API's `officerId`. */
export const OFFICER_PARAM = 'officerId';

const nameOf = (officer: { firstName: string; lastName: string; phone: string }) =>
  `${fullName(officer)} (${officer.phone})`;

/**
 * A list's field officer filter: a button that opens a search of the officers the caller sees (the server
 * scopes an AE_ADMIN to its own) in the list's view; choosing one keeps its id in the URL.
 */
export function OfficerFilter<F extends string>({ list, view }: { list: ListParams<F>; view: View }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const chosenId = (list.filters as Record<string, string>)[OFFICER_PARAM] ?? '';
  const { officers } = useOfficerChoices(open, view, q.trim());
  const chosen = useChosenOfficer(chosenId);
  const choose = (id: string) => {
    list.setFilter(OFFICER_PARAM as unknown as F, id);
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          aria-label={T.officerLabel}
          className="w-full justify-between font-normal sm:w-56"
        >
          <span className="truncate">{chosenId ? (chosen ? nameOf(chosen) : chosenId) : T.allOfficers}</span>
          <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label={T.officerLabel} className="w-80 p-2">
        <Input
          type="search"
          aria-label={T.searchOfficers}
          placeholder={T.searchOfficers}
          value={q}
          autoFocus
          onChange={(event) => setQ(event.target.value)}
        />
        <ul aria-label={T.officerLabel} className="mt-2 max-h-64 overflow-y-auto">
          {[
            { id: '', label: T.allOfficers },
            ...officers.map((o) => ({ id: String(o.id), label: nameOf(o) })),
          ].map((option) => (
            <li key={option.id || 'all'}>
              <button
                type="button"
                aria-pressed={option.id === chosenId}
                onClick={() => choose(option.id)}
                className={cn(
                  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                )}
              >
                <Check
                  className={cn('size-4 shrink-0', option.id === chosenId ? 'opacity-100' : 'opacity-0')}
                  aria-hidden="true"
                />
                <span className="truncate">{option.label}</span>
              </button>
            </li>
          ))}
          {officers.length === 0 && q.trim() && (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">{T.noOfficers}</li>
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

/** The officer filter's chip, "Field officer: Asha Verma (98…)", which removes it. */
export function useOfficerChip<F extends string>(list: ListParams<F>, enabled: boolean) {
  const chosenId = enabled ? ((list.filters as Record<string, string>)[OFFICER_PARAM] ?? '') : '';
  const chosen = useChosenOfficer(chosenId);
  if (!chosenId) return [];
  return [
    {
      key: OFFICER_PARAM,
      text: `${T.officerChip}: ${chosen ? nameOf(chosen) : chosenId}`,
      onRemove: () => list.resetFilter(OFFICER_PARAM as unknown as F),
    },
  ];
}

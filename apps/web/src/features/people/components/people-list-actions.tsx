import { UserPlus } from 'lucide-react';
import { ExportButton, type ExportButtonProps } from '@/components/data-table';
import { Button } from '@/components/ui/button';

interface PeopleListActionsProps {
  /** The server-side export of every person matching the list's filters. */
  exportAll: ExportButtonProps;
  addLabel: string;
  onAdd: () => void;
}

/** The header buttons of an officer or admin list: Export, then Add (SPEC §2.6, §2.7). */
export function PeopleListActions({ exportAll, addLabel, onAdd }: PeopleListActionsProps) {
  return (
    <>
      <ExportButton {...exportAll} />
      <Button onClick={onAdd}>
        <UserPlus aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}

import { useMemo, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { fullName, OFFICER_TEXTS, type FieldOfficer } from '@smms/shared';
import { DataTable, useListParams } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EXPORT_FALLBACK_NAMES, OFFICERS_EXPORT_PATH } from '../../api/export-users';
import { useFieldOfficers } from '../../api/get-field-officers';
import { OFFICER_SCREENS, type OfficerFilter, type OfficerScreenId } from '../../screens';
import { USERS_UI } from '../../texts';
import { ExportButton } from '@/components/data-table';
import { PersonStatusDialog } from '../people/person-status-dialog';
import { officerColumns } from './field-officers-columns';
import { FieldOfficersToolbar } from './field-officers-toolbar';
import { OfficerFormDialog } from './officer-form-dialog';

interface FieldOfficersListProps {
  screen: OfficerScreenId;
  title: string;
  description?: string;
  /** Opens the officer's meters or modems page; rows are not clickable without it. */
  onOpen?: (officer: FieldOfficer) => void;
}

type OpenDialog = { type: 'add' } | { type: 'edit' | 'status'; officer: FieldOfficer } | null;

/** One field officer screen of SPEC §2.6: search, filters, Export, Add, the table, edit and activate. */
export function FieldOfficersList({ screen: id, title, description, onOpen }: FieldOfficersListProps) {
  const screen = OFFICER_SCREENS[id];
  const list = useListParams<OfficerFilter>({
    filters: screen.filters,
    defaultSort: 'id',
    defaultOrder: 'desc',
  });
  const query = useMemo(() => ({ view: screen.view, ...list.pageQuery }), [screen.view, list.pageQuery]);
  const officers = useFieldOfficers(query);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const columns = useMemo(
    () =>
      officerColumns(screen, {
        onEdit: (officer) => setDialog({ type: 'edit', officer }),
        onToggle: (officer) => setDialog({ type: 'status', officer }),
        onViewModems: onOpen,
      }),
    [screen, onOpen],
  );
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <ExportButton
              path={OFFICERS_EXPORT_PATH}
              fallbackName={EXPORT_FALLBACK_NAMES.officers}
              query={{ view: screen.view, ...list.exportQuery }}
            />
            <Button onClick={() => setDialog({ type: 'add' })}>
              <UserPlus aria-hidden="true" />
              {screen.addLabel}
            </Button>
          </>
        }
      />
      <FieldOfficersToolbar screen={screen} list={list} />
      <DataTable
        label={USERS_UI.officersTable}
        columns={columns}
        data={officers.data?.data}
        total={officers.data?.total ?? 0}
        params={list}
        texts={{ loading: USERS_UI.loadingOfficers, empty: screen.empty, error: OFFICER_TEXTS.loadError }}
        status={{
          isLoading: officers.isPending,
          isError: officers.isError,
          isFetching: officers.isFetching,
          onRetry: () => void officers.refetch(),
        }}
        getRowId={(officer) => String(officer.id)}
        onRowClick={onOpen}
        rowLabel={(officer) =>
          screen.view === 'Modems'
            ? USERS_UI.openOfficerModems(fullName(officer))
            : USERS_UI.openOfficer(fullName(officer))
        }
        summary={screen.summary ? OFFICER_TEXTS.showing : undefined}
        minWidth={screen.minWidth}
      />
      {(dialog?.type === 'add' || dialog?.type === 'edit') && (
        <OfficerFormDialog
          officer={dialog.type === 'edit' ? dialog.officer : null}
          view={screen.view}
          listRequiredFields={screen.listRequiredFields}
          onClose={close}
        />
      )}
      {dialog?.type === 'status' && (
        <PersonStatusDialog person={dialog.officer} type="FIELD_OFFICER" onClose={close} />
      )}
    </>
  );
}

import { useMemo } from 'react';
import { fullName, OFFICER_TEXTS, TABLE_ITEMS, type FieldOfficer } from '@smms/shared';
import { DataTable, pageQueryProps, useListParams } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { PeopleListActions } from '../../components/people-list-actions';
import { PersonSessionsDialog } from '../../components/person-sessions-dialog';
import { PersonStatusDialog } from '../../components/person-status-dialog';
import { usePeopleDialog } from '../../components/use-people-dialog';
import { useFieldOfficers } from '@/lib/api/get-field-officers';
import { OFFICERS_EXPORT_FALLBACK_NAME, OFFICERS_EXPORT_PATH } from '../api/export-officers';
import { OFFICER_SCREENS, type OfficerFilter, type OfficerScreenId } from '../screens';
import { OFFICERS_UI } from '../texts';
import { officerColumns } from './field-officers-columns';
import type { OfficerPageLink } from './officer-count-columns';
import { FieldOfficersToolbar } from './field-officers-toolbar';
import { OfficerFormDialog } from './officer-form-dialog';

interface FieldOfficersListProps {
  screen: OfficerScreenId;
  title: string;
  description?: string;
  /** Opens the officer's meters or modems page; rows are not clickable without it. */
  onOpen?: (officer: FieldOfficer) => void;
  /** The officer's page as a link: each count opens it filtered to what it counts. */
  countsLink?: OfficerPageLink;
}

/** One field officer screen of SPEC §2.6: search, filters, Export, Add, the table, edit and activate. */
export function FieldOfficersList({
  screen: id,
  title,
  description,
  onOpen,
  countsLink,
}: FieldOfficersListProps) {
  const screen = OFFICER_SCREENS[id];
  const list = useListParams<OfficerFilter>({
    filters: screen.filters,
    defaultSort: 'id',
    defaultOrder: 'desc',
  });
  const query = useMemo(() => ({ view: screen.view, ...list.pageQuery }), [screen.view, list.pageQuery]);
  const officers = useFieldOfficers(query);
  const { dialog, rowActions, add, close } = usePeopleDialog<FieldOfficer>();
  const columns = useMemo(
    () => officerColumns(screen, { ...rowActions, onViewModems: onOpen, countsLink }),
    [screen, rowActions, onOpen, countsLink],
  );

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <PeopleListActions
            exportAll={{
              path: OFFICERS_EXPORT_PATH,
              fallbackName: OFFICERS_EXPORT_FALLBACK_NAME,
              query: { view: screen.view, ...list.exportQuery },
            }}
            addLabel={screen.addLabel}
            onAdd={add}
          />
        }
      />
      <FieldOfficersToolbar screen={screen} list={list} />
      <DataTable
        label={OFFICERS_UI.officersTable}
        listId={`field-officers-${id}`}
        items={TABLE_ITEMS.fieldOfficers}
        columns={columns}
        {...pageQueryProps(officers)}
        params={list}
        texts={{ loading: OFFICERS_UI.loadingOfficers, empty: screen.empty, error: OFFICER_TEXTS.loadError }}
        onRowClick={onOpen}
        rowLabel={(officer) =>
          screen.view === 'Modems'
            ? OFFICERS_UI.openOfficerModems(fullName(officer))
            : OFFICERS_UI.openOfficer(fullName(officer))
        }
        minWidth={screen.minWidth}
      />
      {(dialog?.type === 'add' || dialog?.type === 'edit') && (
        <OfficerFormDialog
          officer={dialog.type === 'edit' ? dialog.person : null}
          view={screen.view}
          listRequiredFields={screen.listRequiredFields}
          onClose={close}
        />
      )}
      {dialog?.type === 'status' && (
        <PersonStatusDialog person={dialog.person} type="FIELD_OFFICER" onClose={close} />
      )}
      {dialog?.type === 'sessions' && (
        <PersonSessionsDialog
          person={{ id: dialog.person.id, name: fullName(dialog.person) }}
          onClose={close}
        />
      )}
    </>
  );
}

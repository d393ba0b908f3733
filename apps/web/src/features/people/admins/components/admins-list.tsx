import { useMemo } from 'react';
import { ADMIN_TEXTS, fullName, TABLE_ITEMS, type User } from '@smms/shared';
import { DataTable, ListToolbar, pageQueryProps, useListParams, withCurrent } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { PeopleListActions } from '../../components/people-list-actions';
import { PersonSessionsDialog } from '../../components/person-sessions-dialog';
import { PersonStatusDialog } from '../../components/person-status-dialog';
import { usePeopleDialog } from '../../components/use-people-dialog';
import { ADMIN_EXPORT_FALLBACK_NAMES, adminExportPath } from '../api/export-admins';
import { useAdmins } from '../api/get-admins';
import { ADMIN_SCREENS, type AdminScreenId } from '../screens';
import { ADMINS_UI } from '../texts';
import { AdminFormDialog } from './admin-form-dialog';
import { AdminStats } from './admin-stats';
import { ResetTwoStepDialog } from './reset-two-step-dialog';
import { adminColumns } from './admins-columns';

interface AdminsListProps {
  screen: AdminScreenId;
  title: string;
}

/** One admin management screen of SPEC §2.7: stats, search, role filter, Export, Add, table, edit, activate. */
export function AdminsList({ screen: id, title }: AdminsListProps) {
  const screen = ADMIN_SCREENS[id];
  const list = useListParams<'role'>({ filters: ['role'], defaultSort: 'id', defaultOrder: 'desc' });
  const query = useMemo(() => ({ view: screen.view, ...list.pageQuery }), [screen.view, list.pageQuery]);
  const admins = useAdmins(screen.kind, query);
  const { dialog, rowActions, add, close } = usePeopleDialog<User>();
  const columns = useMemo(() => adminColumns(screen, rowActions), [screen, rowActions]);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <PeopleListActions
            exportAll={{
              path: adminExportPath(screen.kind),
              fallbackName: ADMIN_EXPORT_FALLBACK_NAMES[screen.kind],
              query: { view: screen.view, ...list.exportQuery },
            }}
            addLabel={screen.addLabel}
            onAdd={add}
          />
        }
      />
      <AdminStats stats={admins.data?.stats} />
      <ListToolbar
        list={list}
        search={{ placeholder: screen.searchPlaceholder, label: ADMINS_UI.searchAdmins }}
        filters={[
          {
            param: 'role',
            label: ADMINS_UI.roleFilter,
            all: ADMIN_TEXTS.allRoles,
            // The roles present in the list (SPEC §2.7: All Roles plus these).
            options: withCurrent(admins.data?.roles ?? [], list.filters.role),
          },
        ]}
      />
      <DataTable
        label={ADMINS_UI.adminsTable}
        listId={`admins-${id}`}
        items={TABLE_ITEMS.admins}
        columns={columns}
        {...pageQueryProps(admins)}
        params={list}
        texts={screen.texts}
      />
      {(dialog?.type === 'add' || dialog?.type === 'edit') && (
        <AdminFormDialog
          screen={screen}
          admin={dialog.type === 'edit' ? dialog.person : null}
          onClose={close}
        />
      )}
      {dialog?.type === 'status' && (
        <PersonStatusDialog person={dialog.person} type={screen.kind} onClose={close} />
      )}
      {dialog?.type === 'sessions' && (
        <PersonSessionsDialog
          person={{ id: dialog.person.id, name: fullName(dialog.person) }}
          onClose={close}
        />
      )}
      {dialog?.type === 'two-step' && (
        <ResetTwoStepDialog
          person={{ id: dialog.person.id, name: fullName(dialog.person) }}
          onClose={close}
        />
      )}
    </>
  );
}

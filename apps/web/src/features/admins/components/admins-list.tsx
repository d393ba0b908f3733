import { useMemo, useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { User } from '@smms/shared';
import { DataTable, useListParams } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { adminExportPath, EXPORT_FALLBACK_NAMES } from '../../api/export-users';
import { useAdmins } from '../../api/get-admins';
import { ADMIN_SCREENS, type AdminScreenId } from '../../screens';
import { USERS_UI } from '../../texts';
import { ExportButton } from '@/components/data-table';
import { PersonStatusDialog } from '../people/person-status-dialog';
import { AdminFormDialog } from './admin-form-dialog';
import { AdminStats } from './admin-stats';
import { adminColumns } from './admins-columns';
import { AdminsToolbar } from './admins-toolbar';

interface AdminsListProps {
  screen: AdminScreenId;
  title: string;
}

type OpenDialog = { type: 'add' } | { type: 'edit' | 'status'; admin: User } | null;

/** One admin management screen of SPEC §2.7: stats, search, role filter, Export, Add, table, edit, activate. */
export function AdminsList({ screen: id, title }: AdminsListProps) {
  const screen = ADMIN_SCREENS[id];
  const list = useListParams<'role'>({ filters: ['role'], defaultSort: 'id', defaultOrder: 'desc' });
  const query = useMemo(() => ({ view: screen.view, ...list.pageQuery }), [screen.view, list.pageQuery]);
  const admins = useAdmins(screen.kind, query);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const columns = useMemo(
    () =>
      adminColumns(screen, {
        onEdit: (admin) => setDialog({ type: 'edit', admin }),
        onToggle: (admin) => setDialog({ type: 'status', admin }),
      }),
    [screen],
  );
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <ExportButton
              path={adminExportPath(screen.kind)}
              fallbackName={EXPORT_FALLBACK_NAMES[screen.kind]}
              query={{ view: screen.view, ...list.exportQuery }}
            />
            <Button onClick={() => setDialog({ type: 'add' })}>
              <UserPlus aria-hidden="true" />
              {screen.addLabel}
            </Button>
          </>
        }
      />
      <AdminStats stats={admins.data?.stats} />
      <AdminsToolbar list={list} placeholder={screen.searchPlaceholder} roles={admins.data?.roles ?? []} />
      <DataTable
        label={USERS_UI.adminsTable}
        columns={columns}
        data={admins.data?.data}
        total={admins.data?.total ?? 0}
        params={list}
        texts={screen.texts}
        status={{
          isLoading: admins.isPending,
          isError: admins.isError,
          isFetching: admins.isFetching,
          onRetry: () => void admins.refetch(),
        }}
        getRowId={(admin) => String(admin.id)}
      />
      {(dialog?.type === 'add' || dialog?.type === 'edit') && (
        <AdminFormDialog
          screen={screen}
          admin={dialog.type === 'edit' ? dialog.admin : null}
          onClose={close}
        />
      )}
      {dialog?.type === 'status' && (
        <PersonStatusDialog person={dialog.admin} type={screen.kind} onClose={close} />
      )}
    </>
  );
}

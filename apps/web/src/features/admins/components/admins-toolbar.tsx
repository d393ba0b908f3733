import { ADMIN_TEXTS } from '@smms/shared';
import { DataTableFilter, DataTableSearch, type ListParams } from '@/components/data-table';
import { USERS_UI } from '../../texts';
import { withCurrent } from '../people/with-current';

interface AdminsToolbarProps {
  list: ListParams<'role'>;
  placeholder: string;
  /** The roles present in the list (SPEC §2.7: All Roles plus these). */
  roles: readonly string[];
}

export function AdminsToolbar({ list, placeholder, roles }: AdminsToolbarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <DataTableSearch
        value={list.q}
        onSearch={list.setSearch}
        placeholder={placeholder}
        label={USERS_UI.searchAdmins}
      />
      <DataTableFilter
        label={USERS_UI.roleFilter}
        allLabel={ADMIN_TEXTS.allRoles}
        options={withCurrent(roles, list.filters.role)}
        value={list.filters.role}
        onChange={(value) => list.setFilter('role', value)}
      />
    </div>
  );
}

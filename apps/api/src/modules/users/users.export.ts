import { csvRow, localDateTime, type OfficerCounts } from '@smms/shared';
import type { UserRow } from '../../db/schema.js';

const status = (u: UserRow) => (u.isActive ? 'Active' : 'Inactive');

/** Field officer export: the list's columns with the per-officer counts. */
export const officerCsv = {
  header: csvRow([
    'Officer ID',
    'First Name',
    'Last Name',
    'Primary Phone',
    'Alternate Phone',
    'Circle',
    'Division',
    'Sub Division',
    'Section',
    'Access Level',
    'Status',
    'Meters Assigned',
    'Installed',
    'Commissioned',
    'Approved',
    'Rejected',
    'Modems Installed',
    'Modems Commissioned',
    'Modems Accepted',
    'Modems Rejected',
  ]),
  line: (u: UserRow, c: OfficerCounts | undefined, _zone?: string) =>
    csvRow([
      u.id,
      u.firstName,
      u.lastName,
      u.phone,
      u.alternatePhone,
      u.circle,
      u.division,
      u.subDivision,
      u.section,
      u.accessLevel,
      status(u),
      c?.meters.total ?? 0,
      c?.meters.installed ?? 0,
      c?.meters.commissioned ?? 0,
      c?.meters.approved ?? 0,
      c?.meters.rejected ?? 0,
      c?.modems.installed ?? 0,
      c?.modems.commissioned ?? 0,
      c?.modems.accepted ?? 0,
      c?.modems.rejected ?? 0,
    ]),
};

/** SPEC §9: the BI admin file has 9 columns; the AE admin file the same. */
export const adminCsv = {
  header: csvRow([
    'Admin ID',
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'Role',
    'Division',
    'Status',
    'Last Login',
  ]),
  /** Last Login is the utility's wall-clock time (`zone`), as every exported date. */
  line: (u: UserRow, _counts: OfficerCounts | undefined, zone: string) =>
    csvRow([
      u.id,
      u.firstName,
      u.lastName,
      u.email,
      u.phone,
      u.role,
      u.division,
      status(u),
      localDateTime(u.lastLoginAt, zone),
    ]),
};

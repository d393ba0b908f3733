import {
  METER_SCREENS,
  meterPageStage,
  type ConsoleRole,
  type MeterListPage,
  type MeterScreen,
} from '@smms/shared';

export type { MeterListPage };

export interface MeterListConfig extends MeterScreen {
  /** Super admin lists filter by division (SPEC §2.5 item 5). */
  divisionFilter: boolean;
  /** Super admin rejected and accepted lists add a Reason column. */
  reasonColumn: boolean;
  /** The super admin's rejected list adds the Rejection Type column (the derived label). */
  rejectionTypeColumn: boolean;
  /** Rows open the detail dialog (not on the super admin's commissioned list). */
  details: boolean;
  /** The rejected and pending-review dialogs add Tech Support Status and Comments. */
  techSupportDetails: boolean;
  /** BI_ADMIN's pending-review dialog sets the tech support status (SPEC §2.5 item 2, §2.8). */
  techSupportUpdate: boolean;
  /** The pending-review list shows each meter's recommendation (the tech support status). */
  recommendation: boolean;
  /** Who may edit a meter: the API allows BI_SUPER_ADMIN and AE_ADMIN. */
  canEdit: boolean;
  /** A rejected meter can be sent back to review (its AE_ADMIN, the super admin). */
  reopen: boolean;
  /** An approved meter's approval can be revoked (the super admin). */
  revoke: boolean;
  /** An approval of the auto-commissioning rule's can be undone (the super admin). */
  undoAutomatic: boolean;
}

/** How one role's list page behaves: BI_ADMIN's commissioned page is "Pending Meters Review". */
export function meterListConfig(role: ConsoleRole, page: MeterListPage): MeterListConfig {
  const screen = meterPageStage(role, page);
  const isSuperAdmin = role === 'BI_SUPER_ADMIN';
  const review = screen === 'pending-review';
  return {
    ...METER_SCREENS[screen],
    divisionFilter: isSuperAdmin,
    reasonColumn: isSuperAdmin && (page === 'rejected' || page === 'accepted'),
    rejectionTypeColumn: isSuperAdmin && page === 'rejected',
    details: !(isSuperAdmin && page === 'commissioned'),
    techSupportDetails: page === 'rejected' || review,
    techSupportUpdate: review,
    recommendation: review,
    canEdit: role === 'BI_SUPER_ADMIN' || role === 'AE_ADMIN',
    reopen: page === 'rejected' && (isSuperAdmin || role === 'AE_ADMIN'),
    revoke: page === 'accepted' && isSuperAdmin,
    undoAutomatic: page === 'accepted' && isSuperAdmin,
  };
}

import { ADMIN_TEXTS, OFFICER_TEXTS, type View } from '@smms/shared';
import type { AdminKind } from './api/get-admins';
import { USERS_UI } from './texts';

/** The four officer lists of SPEC §2.6. */
export type OfficerScreenId = 'ae-meters' | 'ae-modems' | 'super-meters' | 'super-modems';
export type OfficerFilter = 'status' | 'division' | 'subDivision' | 'section';

export interface OfficerScreen {
  view: View;
  /** 'wide': one column per phone and place (AE meters list); 'compact': Contact and Location columns. */
  layout: 'wide' | 'compact';
  searchPlaceholder: string;
  filters: readonly OfficerFilter[];
  /** Sub Division and Section sit behind "More Filters". */
  moreFilters: boolean;
  addLabel: string;
  empty: string;
  /** Footer "Showing X of Y field officers". */
  summary: boolean;
  minWidth?: number;
  /** A "view modems" button in the row actions. */
  viewModems: boolean;
  /** The super admin's required-fields message lists the fields (SPEC §5). */
  listRequiredFields: boolean;
}

export const OFFICER_SCREENS: Record<OfficerScreenId, OfficerScreen> = {
  'ae-meters': {
    view: 'Meters',
    layout: 'wide',
    searchPlaceholder: OFFICER_TEXTS.searchPlaceholder,
    filters: ['status', 'subDivision', 'section'],
    moreFilters: true,
    addLabel: OFFICER_TEXTS.addOfficer,
    empty: OFFICER_TEXTS.empty,
    summary: true,
    viewModems: false,
    listRequiredFields: false,
  },
  'ae-modems': {
    view: 'Modems',
    layout: 'compact',
    searchPlaceholder: OFFICER_TEXTS.searchPlaceholder,
    filters: ['division'],
    moreFilters: false,
    addLabel: OFFICER_TEXTS.addOfficer,
    empty: OFFICER_TEXTS.empty,
    summary: true,
    viewModems: false,
    listRequiredFields: false,
  },
  'super-meters': {
    view: 'Meters',
    layout: 'compact',
    searchPlaceholder: USERS_UI.officerSearchPlaceholder,
    filters: ['division'],
    moreFilters: false,
    addLabel: OFFICER_TEXTS.addFieldOfficer,
    empty: OFFICER_TEXTS.emptyMatching,
    summary: false,
    minWidth: 1200,
    viewModems: false,
    listRequiredFields: true,
  },
  'super-modems': {
    view: 'Modems',
    layout: 'compact',
    searchPlaceholder: USERS_UI.officerSearchPlaceholder,
    filters: ['division'],
    moreFilters: false,
    addLabel: OFFICER_TEXTS.addFieldOfficer,
    empty: OFFICER_TEXTS.emptyMatching,
    summary: false,
    minWidth: 1200,
    viewModems: true,
    listRequiredFields: true,
  },
};

/** The four admin screens of SPEC §2.7. */
export type AdminScreenId = 'ae' | 'bi' | 'modem-ae' | 'modem-bi';

export interface AdminScreen {
  kind: AdminKind;
  view: View;
  /** 'contact': Contact and Last Login columns; 'detailed': Username, Email, Phone and Created Date. */
  layout: 'contact' | 'detailed';
  searchPlaceholder: string;
  addLabel: string;
  addTitle: string;
  editTitle: string;
  /** The modem BI admin dialogs require an email. */
  emailRequired: boolean;
  texts: { loading: string; empty: string; error: string };
}

const AE = {
  kind: 'AE_ADMIN',
  layout: 'contact',
  searchPlaceholder: ADMIN_TEXTS.searchPlaceholder,
  addLabel: ADMIN_TEXTS.addAeAdmin,
  addTitle: ADMIN_TEXTS.addAeAdminTitle,
  editTitle: USERS_UI.editAdminTitle,
  emailRequired: false,
  texts: {
    loading: ADMIN_TEXTS.loadingAdmins,
    empty: ADMIN_TEXTS.emptyAdmins,
    error: ADMIN_TEXTS.adminsError,
  },
} as const;

const BI = {
  kind: 'BI_ADMIN',
  layout: 'contact',
  searchPlaceholder: ADMIN_TEXTS.searchPlaceholder,
  addLabel: ADMIN_TEXTS.addBiAdmin,
  addTitle: USERS_UI.addBiAdminTitle,
  editTitle: USERS_UI.editBiAdminTitle,
  emailRequired: false,
  texts: {
    loading: ADMIN_TEXTS.loadingBiAdmins,
    empty: ADMIN_TEXTS.emptyBiAdmins,
    error: ADMIN_TEXTS.biAdminsError,
  },
} as const;

export const ADMIN_SCREENS: Record<AdminScreenId, AdminScreen> = {
  ae: { ...AE, view: 'Meters' },
  bi: { ...BI, view: 'Meters' },
  'modem-ae': { ...AE, view: 'Modems' },
  'modem-bi': {
    ...BI,
    view: 'Modems',
    layout: 'detailed',
    searchPlaceholder: USERS_UI.biAdminSearchPlaceholder,
    emailRequired: true,
  },
};

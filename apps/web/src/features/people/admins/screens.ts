import { ADMIN_TEXTS, type View } from '@smms/shared';
import type { AdminKind } from './api/get-admins';
import { ADMINS_UI } from './texts';

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
  texts: { loading: string; empty: string; error: string };
}

const AE = {
  kind: 'AE_ADMIN',
  layout: 'contact',
  searchPlaceholder: ADMIN_TEXTS.searchPlaceholder,
  addLabel: ADMIN_TEXTS.addAeAdmin,
  addTitle: ADMIN_TEXTS.addAeAdminTitle,
  editTitle: ADMINS_UI.editAdminTitle,
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
  addTitle: ADMINS_UI.addBiAdminTitle,
  editTitle: ADMINS_UI.editBiAdminTitle,
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
    searchPlaceholder: ADMINS_UI.biAdminSearchPlaceholder,
  },
};

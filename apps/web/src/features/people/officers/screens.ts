import { OFFICER_TEXTS, type View } from '@smms/shared';
import { OFFICERS_UI } from './texts';

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
  minWidth?: number;
  /** A "view modems" button in the row actions. */
  viewModems: boolean;
  /** The super admin's required-fields message lists the fields (SPEC §5). */
  listRequiredFields: boolean;
}

/** The AE_ADMIN's lists: its own officers. */
const AE = {
  searchPlaceholder: OFFICER_TEXTS.searchPlaceholder,
  addLabel: OFFICER_TEXTS.addOfficer,
  empty: OFFICER_TEXTS.empty,
  viewModems: false,
  listRequiredFields: false,
} as const;

/** The super admin's lists: every officer, one compact table with a division filter. */
const SUPER = {
  layout: 'compact',
  searchPlaceholder: OFFICERS_UI.officerSearchPlaceholder,
  filters: ['division'],
  moreFilters: false,
  addLabel: OFFICER_TEXTS.addFieldOfficer,
  empty: OFFICER_TEXTS.emptyMatching,
  listRequiredFields: true,
} as const;

export const OFFICER_SCREENS: Record<OfficerScreenId, OfficerScreen> = {
  'ae-meters': {
    ...AE,
    view: 'Meters',
    layout: 'wide',
    filters: ['status', 'subDivision', 'section'],
    moreFilters: true,
  },
  'ae-modems': {
    ...AE,
    view: 'Modems',
    layout: 'compact',
    filters: ['division'],
    moreFilters: false,
    viewModems: true,
  },
  'super-meters': { ...SUPER, view: 'Meters', viewModems: false },
  'super-modems': { ...SUPER, view: 'Modems', viewModems: true },
};

import { OFFICER_LIST_LABELS } from '@smms/shared';

/** The officer screens' words the spec leaves to us; the labels the tests find them by are shared. */
export const OFFICERS_UI = {
  ...OFFICER_LIST_LABELS,
  loadingOfficers: 'Loading field officers data...',
  allDivisions: 'All Divisions',
  allSubDivisions: 'All Sub Divisions',
  allSections: 'All Sections',
  officerSearchPlaceholder: 'Search by name, phone, circle, or division...',
  openOfficerModems: (name: string) => `Open modems of ${name}`,
  officerFormDescription: 'Officers sign in to the field app with their phone number.',
  newOfficerDescription:
    'Officers sign in to the field app with their phone number. A new officer has no password yet: before the first sign-in they set one with an OTP sent to this phone.',
} as const;

import { PEOPLE_LABELS } from '@smms/shared';

/** Words of the officer and admin screens' shared parts; the labels the tests find them by are shared. */
export const PEOPLE_UI = {
  ...PEOPLE_LABELS,
  saving: 'Saving...',
  userExistsIntro: 'A user with this phone number already exists. You can give them access to this view.',
  existingName: 'Name',
  existingRole: 'Role',
  currentAccess: 'Current Access',
  newAccess: 'New Access',
} as const;

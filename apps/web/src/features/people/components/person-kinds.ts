import { USER_FAILURES, type CreateUser, type PersonKind } from '@smms/shared';

/** The roles the console adds and manages: those POST /users creates. */
export type PersonType = CreateUser['role'];

interface PersonTexts {
  /** How the account-state confirmation names their kind (SPEC §4). */
  kind: PersonKind;
  createFailure: string;
  updateFailure: string;
  statusFailure: string;
}

/** SPEC §8 fallbacks of each kind of person, used when a failure carries no server message. */
export const PERSON_TEXTS: Record<PersonType, PersonTexts> = {
  FIELD_OFFICER: {
    kind: 'field officer',
    createFailure: USER_FAILURES.createOfficer,
    updateFailure: USER_FAILURES.updateOfficer,
    statusFailure: USER_FAILURES.officerStatus,
  },
  AE_ADMIN: {
    kind: 'admin',
    createFailure: USER_FAILURES.createAdmin,
    updateFailure: USER_FAILURES.updateAdmin,
    statusFailure: USER_FAILURES.adminStatus,
  },
  BI_ADMIN: {
    kind: 'BI_ADMIN',
    createFailure: USER_FAILURES.createBiAdmin,
    updateFailure: USER_FAILURES.updateBiAdmin,
    statusFailure: USER_FAILURES.biAdminStatus,
  },
};

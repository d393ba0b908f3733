/** The people feature (field officers, admins and BI admins): what the app's pages compose. */
export { AdminsList } from './admins/components/admins-list';
export { FieldOfficersList } from './officers/components/field-officers-list';
export type { OfficerScreenId } from './officers/screens';

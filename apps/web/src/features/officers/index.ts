export { FieldOfficersList } from './components/field-officers-list';
export type { OfficerScreenId } from './screens';

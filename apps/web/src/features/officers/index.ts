export { FieldOfficersList } from './components/field-officers-list';
export { OFFICER_SCREENS, type OfficerScreenId } from './screens';

export { FieldOfficersList } from './components/officers/field-officers-list';
export { AdminsList } from './components/admins/admins-list';
export { OfficerMetersList } from './components/officer-meters/officer-meters-list';
export { OfficerModemsView } from './components/officer-modems/officer-modems-view';
export { OFFICER_SCREENS, ADMIN_SCREENS, type OfficerScreenId, type AdminScreenId } from './screens';
export { USERS_UI } from './texts';

export { AdminsList } from './components/admins-list';
export { ADMIN_SCREENS, type AdminScreenId } from './screens';

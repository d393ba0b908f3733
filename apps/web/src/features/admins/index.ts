export { AdminsList } from './components/admins-list';

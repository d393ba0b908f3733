export { Dashboard } from './components/dashboard';
export { useNotifications } from './api/get-notifications';

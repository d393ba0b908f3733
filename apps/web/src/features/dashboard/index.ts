export { Dashboard } from './components/dashboard';
export { useNotifications } from './api/get-notifications';
export { dashboardCards, type DashboardCard } from './cards';
export { statusBars, percentOf, barHeight, BAR_MAX_HEIGHT, BAR_MIN_HEIGHT } from './status-overview';

export { ServiceAccountsPage } from './components/service-accounts-page';

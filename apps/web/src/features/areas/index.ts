export { AreasPage } from './components/areas-page';

export { ModemsList } from './components/modems-list';

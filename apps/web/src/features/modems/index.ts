export { ModemsList } from './components/modems-list';
export { ModemDetailsDialog } from './components/modem-details-dialog';
export { ModemMap } from './components/map/modem-map';

export { MetersList } from './components/meters-list';
export { MeterDetailsDialog } from './components/meter-details-dialog';
export { meterListConfig, type MeterListPage, type MeterListConfig } from './screens';

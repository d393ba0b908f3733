export { MetersList } from './components/meters-list';
export { OfficerMetersList } from './components/officer-meters-list';
export { TechSupportList } from './components/review/tech-support-list';
export { ReworkQueue } from './components/rework/rework-queue';
export { MeterMap } from './components/map/meter-map';

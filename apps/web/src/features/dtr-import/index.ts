export { DtrImport } from './components/dtr-import';
export { AutoCommissionRuleSection } from './components/auto-commission-rule';
export type { MeterHref } from './components/dtr-import-approvals';

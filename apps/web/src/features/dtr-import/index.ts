export { DtrImport } from './components/dtr-import';

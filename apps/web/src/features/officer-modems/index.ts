export { OfficerModemsView } from './components/officer-modems-view';

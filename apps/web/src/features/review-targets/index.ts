export { ReviewTargetsPage } from './components/review-targets-page';

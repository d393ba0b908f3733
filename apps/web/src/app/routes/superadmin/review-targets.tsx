import { ReviewTargetsPage } from '@/features/review-targets';

export function SuperAdminReviewTargetsPage() {
  return <ReviewTargetsPage />;
}

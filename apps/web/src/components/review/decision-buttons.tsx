import { Check, X } from 'lucide-react';
import { REVIEW_TEXTS as R } from '@smms/shared';
import { Button } from '@/components/ui/button';

/** The super admin's Reject (R) and Approve (A) in a review dialog's decision bar, for any installation. */
export function DecisionButtons({ onApprove, onReject }: { onApprove: () => void; onReject: () => void }) {
  return (
    <>
      <Button variant="destructive" onClick={onReject} aria-keyshortcuts="R">
        <X aria-hidden="true" />
        {R.reject}
      </Button>
      <Button onClick={onApprove} aria-keyshortcuts="A">
        <Check aria-hidden="true" />
        {R.approve}
      </Button>
    </>
  );
}

import { useRef } from 'react';
import { MODEM_DETAIL_TEXTS as T, REVIEW_NAV_TEXTS as N, type Modem, awaitsDecision } from '@smms/shared';
import { focusRowOnClose } from '@/components/data-table';
import { DecisionBar, REVIEW_DIALOG } from '@/components/review/decision-bar';
import { DecisionButtons } from '@/components/review/decision-buttons';
import { useReviewKeys } from '@/components/review/review-keys';
import type { ListCursor } from '@/components/review/use-list-cursor';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useModem } from '../api/get-modem';
import { ModemDetailsSections } from './modem-details-sections';
import { modemFlagsPath, modemKeys, modemRecordPath } from '../api/modem-keys';
import { FlagsSection } from '@/components/flags/flags-section';
import {
  RecommendationHeader,
  rejectionFrom,
  useStandingRecommendation,
} from '@/components/review/recommendation-header';
import type { Rejection } from '@/components/review/reject-dialog';

interface ModemDetailsDialogProps {
  /** The row that was clicked; the dialog refreshes it from the server. */
  modem: Modem;
  onClose: () => void;
  /** Previous/Next through the list the dialog was opened from (J/K). */
  cursor?: ListCursor<Modem>;
  /** "Comments", or "Rejection Reason" on the rejected view. */
  commentsLabel: string;
  /** The super admin's decision on a Pending modem (A/R), and its undoing (U). */
  review?: {
    approve: (modem: Modem) => void;
    /** `initial`: the recommendation to reject, to start the Reject dialog from. */
    reject: (modem: Modem, initial?: Partial<Rejection>) => void;
    /** Takes back the last Approve or Reject while its toast offers it (U), whatever is open now. */
    undoLast?: () => void;
  };
}

/**
 * "Modem Details - {number}": the sections of SPEC §2.9 with the four photos; Previous/Next walk the list
 * it came from, across pages; the super admin approves or rejects a Pending modem here.
 */
export function ModemDetailsDialog({
  modem: row,
  onClose,
  cursor,
  commentsLabel,
  review,
}: ModemDetailsDialogProps) {
  const detail = useModem(row.id, row);
  const modem = detail.data ?? row;
  const decide = review && awaitsDecision(modem.commissionStatus) ? review : undefined;
  const content = useRef<HTMLDivElement>(null);
  // Where the super admin decides, the recommendation heads the dialog and Reject starts from it.
  const standing = useStandingRecommendation(
    modemRecordPath(modem.id),
    modemKeys.reviewRecord(modem.id),
    modem.techSupportStatus,
    Boolean(review),
  );
  const prefill = rejectionFrom(standing.recommendation);
  useReviewKeys(content, {
    next: () => cursor?.next(),
    previous: () => cursor?.previous(),
    approve: decide && (() => decide.approve(modem)),
    reject: decide && (() => decide.reject(modem, prefill)),
    undo: review?.undoLast,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={REVIEW_DIALOG} ref={content} onCloseAutoFocus={focusRowOnClose(modem.id)}>
        <DialogHeader>
          <DialogTitle>{T.title(modem.modemSno)}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        {review && (
          <RecommendationHeader
            status={modem.techSupportStatus}
            events={standing.events}
            recommendation={standing.recommendation}
          />
        )}
        <FlagsSection
          path={modemFlagsPath(modem.id)}
          queryKey={modemKeys.flags(modem.id)}
          photoOf={(slot) => modem.photos.find((photo) => photo.slot === slot)?.url ?? null}
          onLeave={onClose}
        />
        <ModemDetailsSections modem={modem} commentsLabel={commentsLabel} />
        <DecisionBar
          cursor={cursor}
          keysHint={decide ? N.reviewKeys : N.keys}
          labels={{ previous: T.previousLabel, next: T.nextLabel }}
        >
          {decide && (
            <DecisionButtons
              onApprove={() => decide.approve(modem)}
              onReject={() => decide.reject(modem, prefill)}
            />
          )}
        </DecisionBar>
      </DialogContent>
    </Dialog>
  );
}

import { useRef, useState } from 'react';
import { History, Pencil, RotateCcw, Undo2 } from 'lucide-react';
import {
  AUTO_COMMISSION_TEXTS as U,
  METER_DETAIL_TEXTS as T,
  REVIEW_NAV_TEXTS as N,
  REWORK_TEXTS as W,
  type Meter,
  type TechSupportUpdate,
  awaitsDecision,
  offersMove,
} from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMeter } from '../api/get-meter';
import { DataComparison } from './data-comparison';
import { MeterDetailsFields } from './meter-details-fields';
import { MeterEditForm } from './meter-edit-form';
import { MeterHistory } from './meter-history';
import { MeterPhotos } from './meter-photos';
import { focusRowOnClose } from '@/components/data-table';
import { DecisionBar, REVIEW_DIALOG } from '@/components/review/decision-bar';
import { DecisionButtons } from '@/components/review/decision-buttons';
import { useReviewKeys } from '@/components/review/review-keys';
import type { ListCursor } from '@/components/review/use-list-cursor';
import type { Rejection } from '@/components/review/reject-dialog';
import { TechSupportForm, useTechSupportForm } from './tech-support-form';
import {
  RecommendationHeader,
  rejectionFrom,
  useStandingRecommendation,
} from '@/components/review/recommendation-header';
import { meterFlagsPath, meterKeys, meterRecordPath } from '../api/meter-keys';
import { FlagsSection } from '@/components/flags/flags-section';

interface DetailsDialogProps {
  /** The row that was clicked; the dialog refreshes it from the server. */
  meter: Meter;
  onClose: () => void;
  /** Previous/Next through the list the dialog was opened from (J/K). */
  cursor?: ListCursor<Meter>;
  /** Adds Tech Support Status and Comments (the rejected and pending-review lists). */
  techSupport?: boolean;
  /** Adds the super admin's "Update Tech Support Status" section with these workflow statuses. */
  techSupportStatuses?: readonly TechSupportUpdate['techSupportStatus'][];
  /**
   * The BI admin's recommendation ("Update Tech Support Status", Approved/Rejected) in the decision bar: A and
   * R choose the verdict, Ctrl+Enter sends it, and the next meter opens.
   */
  recommend?: boolean;
  /**
   * The Data Comparison with the DTR master as a tab: "open" starts on it (Tech Support Management's row
   * click), "tab" offers it beside the details (the BI admin's review).
   */
  comparison?: 'open' | 'tab';
  /** The super admin's decision on a Pending meter (A/R), and its undoing (U). */
  review?: {
    approve: (meter: Meter) => void;
    /** `initial`: the recommendation to reject, to start the Reject dialog from. */
    reject: (meter: Meter, initial?: Partial<Rejection>) => void;
    /** Takes back the last Approve or Reject while its toast offers it (U), whatever is open now. */
    undoLast?: () => void;
  };
  canEdit?: boolean;
  /**
   * Reopen a rejected meter, revoke an approved one's approval, undo an approval of the auto-commissioning
   * rule's (each offered only in that state).
   */
  rework?: {
    reopen?: (meter: Meter) => void;
    revoke?: (meter: Meter) => void;
    undo?: (meter: Meter) => void;
  };
  /** Opens straight into the edit form (a row menu's "Edit"). */
  startEditing?: boolean;
}

/**
 * "Meter Details - {serial}": the fields of SPEC §2.5 with the four photos, the History of every change,
 * and — where the screen reviews — the Data Comparison, the tech support form, Approve and Reject.
 * Previous/Next walk the list the dialog came from, across its pages.
 */
export function MeterDetailsDialog({
  meter: row,
  onClose,
  cursor,
  techSupport = false,
  techSupportStatuses,
  recommend = false,
  comparison,
  review,
  canEdit = false,
  rework,
  startEditing = false,
}: DetailsDialogProps) {
  const detail = useMeter(row.id, row);
  const meter = detail.data ?? row;
  const [editing, setEditing] = useState(canEdit && startEditing);
  const [tab, setTab] = useState(comparison === 'open' ? 'comparison' : 'details');
  const pending = awaitsDecision(meter.commissionStatus);
  const decide = review && pending ? review : undefined;
  const reopen = offersMove('reopen', meter.commissionStatus) ? rework?.reopen : undefined;
  const revoke = offersMove('revoke', meter.commissionStatus) ? rework?.revoke : undefined;
  const undo = meter.commissionStatus === 'Approved' && meter.autoCommissioned ? rework?.undo : undefined;
  const content = useRef<HTMLDivElement>(null);
  // The recommendation heads every tab of a reviewing screen's dialog; Reject starts from it.
  const standing = useStandingRecommendation(
    meterRecordPath(meter.id),
    meterKeys.reviewRecord(meter.id),
    meter.techSupportStatus,
    techSupport,
  );
  const prefill = rejectionFrom(standing.recommendation);
  const recommendation = useTechSupportForm({
    meter,
    layout: 'bar',
    onSent: () => cursor?.moveOn(meter.id),
  });
  useReviewKeys(
    content,
    editing
      ? null
      : {
          next: () => cursor?.next(),
          previous: () => cursor?.previous(),
          approve: decide
            ? () => decide.approve(meter)
            : recommend
              ? () => recommendation.choose('Approved')
              : undefined,
          reject: decide
            ? () => decide.reject(meter, prefill)
            : recommend
              ? () => recommendation.choose('Rejected')
              : undefined,
          undo: review?.undoLast,
        },
  );
  const keysHint = decide ? N.reviewKeys : recommend ? N.recommendKeys : N.keys;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={REVIEW_DIALOG} ref={content} onCloseAutoFocus={focusRowOnClose(meter.id)}>
        <DialogHeader>
          <DialogTitle>{T.title(meter.meterSno)}</DialogTitle>
          <DialogDescription>{editing ? T.editDescription : T.description}</DialogDescription>
        </DialogHeader>
        {editing ? (
          <MeterEditForm
            meter={meter}
            onDone={() => setEditing(false)}
            onReload={async () => (await detail.refetch()).data}
          />
        ) : (
          <>
            {techSupport && (
              <RecommendationHeader
                status={meter.techSupportStatus}
                events={standing.events}
                recommendation={standing.recommendation}
              />
            )}
            <FlagsSection
              path={meterFlagsPath(meter.id)}
              queryKey={meterKeys.flags(meter.id)}
              photoOf={(slot) => meter.photos.find((photo) => photo.slot === slot)?.url ?? null}
              onLeave={onClose}
            />
            <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-4">
              <TabsList>
                {comparison === 'open' && <TabsTrigger value="comparison">{N.compare}</TabsTrigger>}
                <TabsTrigger value="details">{N.details}</TabsTrigger>
                {comparison === 'tab' && <TabsTrigger value="comparison">{N.compare}</TabsTrigger>}
                <TabsTrigger value="history">{N.history}</TabsTrigger>
              </TabsList>
              {comparison && (
                <TabsContent value="comparison">
                  <DataComparison meter={meter} />
                </TabsContent>
              )}
              <TabsContent value="details" className="flex flex-col gap-4">
                <div className="grid gap-6 md:grid-cols-2">
                  <MeterDetailsFields meter={meter} techSupport={techSupport} />
                  <MeterPhotos meter={meter} />
                </div>
                {techSupportStatuses && (
                  <TechSupportForm key={meter.id} meter={meter} statuses={techSupportStatuses} />
                )}
              </TabsContent>
              <TabsContent value="history">
                <MeterHistory meterId={meter.id} />
              </TabsContent>
            </Tabs>
            <DecisionBar cursor={cursor} keysHint={keysHint} form={recommend && recommendation.fields}>
              {(canEdit || decide || reopen || revoke || undo || recommend) && (
                <>
                  {undo && (
                    <Button variant="outline" onClick={() => undo(meter)}>
                      <History aria-hidden="true" />
                      {U.undo}
                    </Button>
                  )}
                  {revoke && (
                    <Button variant="destructive" onClick={() => revoke(meter)}>
                      <Undo2 aria-hidden="true" />
                      {W.revoke}
                    </Button>
                  )}
                  {reopen && (
                    <Button variant="outline" onClick={() => reopen(meter)}>
                      <RotateCcw aria-hidden="true" />
                      {W.reopen}
                    </Button>
                  )}
                  {decide && (
                    <DecisionButtons
                      onApprove={() => decide.approve(meter)}
                      onReject={() => decide.reject(meter, prefill)}
                    />
                  )}
                  {canEdit && (
                    <Button variant={decide ? 'outline' : 'default'} onClick={() => setEditing(true)}>
                      <Pencil aria-hidden="true" />
                      {T.edit}
                    </Button>
                  )}
                  {recommend && recommendation.submit}
                </>
              )}
            </DecisionBar>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

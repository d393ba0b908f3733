import { useId } from 'react';
import { Link } from 'react-router';
import { DTR_IMPORT_TEXTS as T, type DtrImportResult } from '@smms/shared';

/** Where a meter opens in the console: a Pending one in its list, an approved one among the accepted. */
export type MeterHref = (meter: { id: number; meterSno: string }, approved: boolean) => string;

/**
 * The meters the auto-commissioning rule approves after an import (a check: would approve), each a link that
 * opens it; or, with the rule off, that the import changes reference data only.
 */
export function DtrImportApprovals({ result, meterHref }: { result: DtrImportResult; meterHref: MeterHref }) {
  const headingId = useId();
  if (!result.ruleOn) return <p className="text-sm text-muted-foreground">{T.ruleOff}</p>;
  const meters = result.autoCommissionedMeters;
  if (meters.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {result.dryRun ? T.wouldApprove : T.approved}
      </h3>
      <p className="text-sm text-muted-foreground">{T.approvalsHint}</p>
      {result.autoCommissioned > meters.length && (
        <p className="text-sm text-muted-foreground">
          {T.approvalsListed(meters.length, result.autoCommissioned)}
        </p>
      )}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        className="max-h-60 overflow-auto rounded-lg border p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ul aria-labelledby={headingId} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {meters.map((meter) => (
            <li key={meter.id}>
              <Link
                to={meterHref(meter, !result.dryRun)}
                className="font-medium text-link underline underline-offset-4 hover:no-underline"
              >
                {meter.meterSno}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

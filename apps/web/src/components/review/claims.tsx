import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { CLAIM_TEXTS as T, type InstallationClaim } from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { useClaimsOf, type ClaimKind } from '@/lib/api/review-claims';
import { formatDateTime } from '@/lib/format-date';

/**
 * Who is reviewing the rows on screen (claimed queues, issue 41): asked once for the page's ids, so the list's
 * own query stays as it is, and shown under each row's wait (the queue's own column: a column of its own would
 * push the decision queue's past 1440 px).
 */
const ClaimsContext = createContext<ReadonlyMap<number, InstallationClaim>>(new Map());

export function ClaimsProvider({
  kind,
  ids,
  children,
}: {
  kind: ClaimKind;
  ids: readonly number[];
  children: ReactNode;
}) {
  const { data } = useClaimsOf(kind, ids);
  const byId = useMemo(() => new Map((data ?? []).map((claim) => [claim.id, claim])), [data]);
  return <ClaimsContext.Provider value={byId}>{children}</ClaimsContext.Provider>;
}

/**
 * "Being reviewed by you" or by whom, with until when in its tooltip, on a line of its own; nothing while no one
 * is reviewing the row.
 */
export function ClaimNote({ id }: { id: number }) {
  const claim = useContext(ClaimsContext).get(id);
  if (!claim) return null;
  const said = claim.mine ? T.reviewedByYou : T.beingReviewedBy(claim.reviewer);
  return (
    <div className="mt-1">
      <Badge
        variant={claim.mine ? 'success' : 'muted'}
        title={`${said} (${T.until.toLowerCase()} ${formatDateTime(claim.expiresAt)})`}
      >
        {said}
      </Badge>
    </div>
  );
}

import { useId } from 'react';
import { CLAIM_TEXTS as T, formatCount, ROLE_TITLE, type Role } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useReleaseClaims, useReviewerClaims } from '@/lib/api/review-claims';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';

/**
 * Who is reviewing now (claimed queues, issue 41): each reviewer holding claims from Start reviewing, the longest
 * held first, and Release, which puts a reviewer's meters back in the queue (audited). Beside the setting of how
 * long a claim lasts.
 */
export function ReviewerClaimsCard() {
  const id = useId();
  const claims = useReviewerClaims();
  const release = useReleaseClaims();
  const rows = claims.data ?? [];
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={`${id}-title`}>{T.panelTitle}</CardTitle>
        <CardDescription>{T.panelHint}</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0" aria-busy={claims.isPending}>
        {claims.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <FormError message={T.panelFailed} />
            <Button variant="outline" onClick={() => void claims.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : claims.isPending ? (
          <Spinner className="mx-auto" />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.panelEmpty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{T.panelTitle}</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {T.reviewer}
                  </th>
                  <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                    {T.role}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {T.meters}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {T.modems}
                  </th>
                  <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                    {T.since}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {T.until}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{T.release}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.userId} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      {row.reviewer}
                    </th>
                    <td className="hidden py-2 pr-4 sm:table-cell">
                      {ROLE_TITLE[row.role as Role] ?? row.role}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCount(row.meters)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCount(row.modems)}</td>
                    <td className="hidden py-2 pr-4 whitespace-nowrap sm:table-cell">
                      {formatDateTime(row.claimedAt)}
                    </td>
                    <td className="py-2 pr-4">{formatDateTime(row.expiresAt)}</td>
                    <td className="py-2 text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={release.isPending}
                        aria-label={T.releaseLabel(row.reviewer)}
                        onClick={() =>
                          release.mutate(row.userId, {
                            onSuccess: ({ message }) => notify.success(T.releasedTitle, message),
                          })
                        }
                      >
                        {T.release}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

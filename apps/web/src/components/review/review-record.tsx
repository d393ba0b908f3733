import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  COMMISSION_STATUSES,
  COMMISSION_WORDS,
  PHOTO_FAULT_TEXTS as P,
  REVIEW_RECORD_TEXTS as T,
  codeToWords,
  recommendationWord,
  type ReviewEvent,
  type ReviewRecordResponse,
} from '@smms/shared';
import { RelativeTime } from '@/components/time/relative-time';
import { CommissionBadge, TechSupportBadge } from './state-badges';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { useSignedInUserId } from '@/lib/user-storage';

/** The status an event set, in words and colour: a recommendation's verdict, or a commission status. */
function StatusBadge({ event }: { event: ReviewEvent }) {
  return event.kind === 'recommendation' ? (
    <TechSupportBadge status={event.to} />
  ) : (
    <CommissionBadge status={event.to} />
  );
}

/** One event: who, what kind, the status it set and when, then its category, comment and photos at fault. */
function ReviewEventItem({ event }: { event: ReviewEvent }) {
  return (
    <li className="flex flex-col gap-0.5 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{event.actorName}</span>
        <span className="text-muted-foreground">
          {event.kind === 'decision' && event.to === 'Pending' ? T.reopened : T.kind[event.kind]}
        </span>
        <StatusBadge event={event} />
        <RelativeTime value={event.at} className="text-xs text-muted-foreground" />
      </p>
      {event.category && <p className="text-muted-foreground">{codeToWords(event.category)}</p>}
      {event.comment && <p className="whitespace-pre-line text-foreground">{event.comment}</p>}
      {event.photoFaults && (
        <ul aria-label={P.recordLabel} className="flex flex-wrap gap-x-3 text-muted-foreground">
          {event.photoFaults.map((named) => (
            <li key={named.slot}>{P.named(named.slot, named.fault)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * An installation's comments: the installer's note exactly as written (whatever it looks like, it is never a
 * reviewer's entry), then the review record the server keeps, oldest first.
 */
export function ReviewRecordList({
  note,
  events,
}: {
  note: string | null | undefined;
  /** The record, or where its fetch is: the note shows meanwhile. */
  events: ReviewEvent[] | 'loading' | 'failed';
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5 text-sm">
        <span className="font-medium">{T.note}</span>
        <p className={note?.trim() ? 'whitespace-pre-line text-foreground' : 'text-muted-foreground'}>
          {note?.trim() ? note : T.noNote}
        </p>
      </div>
      {events === 'loading' ? (
        <Spinner label={T.label} />
      ) : events === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {T.failed}
        </p>
      ) : events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.empty}</p>
      ) : (
        <ol aria-label={T.label} className="flex flex-col gap-2">
          {events.map((event) => (
            <ReviewEventItem key={event.id} event={event} />
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The note and the record of one installation, the record fetched from `path` under `queryKey` (each feature's
 * key, so what refreshes the installation after a review refreshes its record).
 */
export function ReviewRecord({
  path,
  queryKey,
  note,
}: {
  path: string;
  queryKey: QueryKey;
  note: string | null;
}) {
  return <ReviewRecordList note={note} events={useReviewRecord(path, queryKey)} />;
}

/**
 * One installation's review record from `path` under `queryKey` (each feature's key, so what refreshes the
 * installation after a review refreshes its record): the events, or where their fetch is.
 */
export function useReviewRecord(
  path: string,
  queryKey: QueryKey,
  enabled = true,
): ReviewEvent[] | 'loading' | 'failed' {
  const record = useQuery({ ...reviewRecordQuery(path, queryKey), enabled });
  return record.isPending ? 'loading' : record.isError ? 'failed' : record.data;
}

const reviewRecordQuery = (path: string, queryKey: QueryKey) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (await api.get<z.infer<typeof ReviewRecordResponse>>(path, { signal })).data,
  });

/** The status an event set, in the one vocabulary (a recommendation's verdict, or a decision's state). */
const statusWord = (event: ReviewEvent) => {
  if (event.kind === 'recommendation') return recommendationWord(event.to);
  const status = COMMISSION_STATUSES.find((s) => s === event.to);
  return status ? COMMISSION_WORDS[status] : codeToWords(event.to);
};

/**
 * A 409 in the record's words: who changed the installation last, and to what, or that it was `selfId`, the
 * reviewer reading it; null for an empty record.
 */
export function changedFirstWords(events: ReviewEvent[], selfId?: number): string | null {
  const last = events.at(-1);
  if (!last) return null;
  const what = last.kind === 'decision' && last.to === 'Pending' ? T.reopened : T.kind[last.kind];
  return last.actorId !== null && last.actorId === selfId
    ? T.changedBySelf(what, statusWord(last))
    : T.changedFirst(last.actorName, what, statusWord(last));
}

/**
 * After a 409: reads the installation's record afresh (under its feature's key, so the open dialog shows it too)
 * and words the conflict from it, or null when the record cannot be read.
 */
export function useChangedFirst(pathOf: (id: number) => string, keyOf: (id: number) => QueryKey) {
  const queryClient = useQueryClient();
  const selfId = useSignedInUserId() ?? undefined;
  return useCallback(
    async (id: number) => {
      try {
        const events = await queryClient.fetchQuery({
          ...reviewRecordQuery(pathOf(id), keyOf(id)),
          staleTime: 0,
        });
        return changedFirstWords(events, selfId);
      } catch {
        return null;
      }
    },
    [queryClient, pathOf, keyOf, selfId],
  );
}

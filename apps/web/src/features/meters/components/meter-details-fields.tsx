import type { ReactNode } from 'react';
import {
  METER_COLUMNS,
  METER_DETAIL_LABELS as L,
  METER_DETAIL_TEXTS as T,
  WAITING_COLUMN,
  type Meter,
} from '@smms/shared';
import { WaitingCell } from '@/components/review/waiting-cell';
import { RelativeTime } from '@/components/time/relative-time';
import { formatDateTime } from '@/lib/format-date';
import { ReviewRecord } from '@/components/review/review-record';
import { meterKeys, meterRecordPath } from '../api/meter-keys';
import {
  CommissionBadge,
  CommunicationBadge,
  RecommendationBadge,
  TechSupportBadge,
} from '@/components/review/state-badges';
import { MeterStatusBadge } from './meter-badges';

const text = (value: string | null | undefined) => (value ? value : T.notAvailable);

/** "full name (phone)", as SPEC §2.5 shows the installing officer. */
export function fieldOfficerLabel(
  m: Pick<Meter, 'fieldOfficerName' | 'fieldOfficerLastName' | 'fieldOfficerPhone'>,
) {
  const name = [m.fieldOfficerName, m.fieldOfficerLastName].filter(Boolean).join(' ');
  if (!name) return m.fieldOfficerPhone ? `${T.notAvailable} (${m.fieldOfficerPhone})` : T.notAvailable;
  return m.fieldOfficerPhone ? `${name} (${m.fieldOfficerPhone})` : name;
}

/** The left column of the detail dialog, in the order of SPEC §2.5. */
export function meterDetailRows(m: Meter, techSupport: boolean): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [L.meterSno, text(m.meterSno)],
    [L.dtrSno, text(m.dtrSno)],
    [L.communicationStatus, <CommunicationBadge key="c" status={m.communicationStatus} />],
    // Both are instants: the same date-time; how recent the last communication is matters most.
    [L.installedOn, formatDateTime(m.installedOn)],
    [L.lastCommunicatedAt, <RelativeTime key="lc" value={m.lastCommunicatedAt} />],
    [L.feederName, text(m.feederName)],
    [L.feederNumber, text(m.feederNumber)],
    [L.substationName, text(m.substationName)],
    [L.substationNumber, text(m.substationNumber)],
    [L.section, text(m.section)],
    [L.subDivision, text(m.subDivision)],
    [L.division, text(m.division)],
    [L.circle, text(m.circle)],
    [L.organization, text(m.organization)],
    // The list's Status word for this meter, beside the commission status it comes from (README glossary).
    [METER_COLUMNS.status, <MeterStatusBadge key="t" status={m.status} />],
    [L.commissionStatus, <CommissionBadge key="s" status={m.commissionStatus} />],
    // How long it has waited in its review step, and which (issue 41); the timeline is its History.
    [WAITING_COLUMN, <WaitingCell key="w" installation={m} full />],
    [L.fieldOfficer, fieldOfficerLabel(m)],
  ];
  if (techSupport)
    rows.push(
      [L.recommendation, <RecommendationBadge key="r" status={m.techSupportStatus} />],
      [L.techSupportStatus, <TechSupportBadge key="ts" status={m.techSupportProgress} />],
      // The installer's note as written, then the review record the server keeps (never read from the note).
      [
        L.comments,
        <ReviewRecord
          key="m"
          path={meterRecordPath(m.id)}
          queryKey={meterKeys.reviewRecord(m.id)}
          note={m.comments}
        />,
      ],
    );
  return rows;
}

export function MeterDetailsFields({ meter, techSupport }: { meter: Meter; techSupport: boolean }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {meterDetailRows(meter, techSupport).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import {
  MODEM_DETAIL_LABELS as L,
  MODEM_DETAIL_TEXTS as T,
  signalBand,
  techSupportLabel,
  WAITING_COLUMN,
  type Modem,
} from '@smms/shared';
import { WaitingCell } from '@/components/review/waiting-cell';
import { PhotoGrid } from '@/components/photos/photo-grid';
import { RelativeTime } from '@/components/time/relative-time';
import { formatDateTime } from '@/lib/format-date';
import { CommissionBadge, CommunicationBadge, RecommendationBadge } from '@/components/review/state-badges';
import { ModemStageBadge } from './modem-badges';
import { categoryLabel, officerLabel } from './modems-columns';
import { ReviewRecord } from '@/components/review/review-record';
import { modemKeys, modemRecordPath } from '../api/modem-keys';

type Row = [string, ReactNode];
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? T.notAvailable : value;

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="break-words text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The four sections of SPEC §2.9; comments are the Rejection Reason on the rejected view. */
export function modemSections(m: Modem, commentsLabel: string): [string, Row[]][] {
  const coordinates =
    m.latitude !== null && m.longitude !== null
      ? [[L.coordinates, `${m.latitude}, ${m.longitude}`] as Row]
      : [];
  const signal =
    m.signalStrength !== null ? `${m.signalStrength} (${signalBand(m.signalStrength)})` : T.notAvailable;
  const rejected = m.commissionStatus === 'Rejected';
  return [
    [
      T.sections.basic,
      [
        [L.id, m.id],
        [L.modemSno, m.modemSno],
        [L.meterSno, text(m.meterSno)],
        [L.serviceNo, text(m.serviceNo)],
        [L.consumerName, text(m.consumerName)],
        [L.phone, text(m.phone)],
        [L.fieldOfficer, officerLabel(m)],
      ],
    ],
    [
      T.sections.location,
      [
        [L.division, text(m.division)],
        [L.subDivision, text(m.subDivision)],
        [L.section, text(m.section)],
        [L.circle, text(m.circle)],
      ],
    ],
    [
      T.sections.status,
      [
        [L.status, <ModemStageBadge key="s" stage={m.stage} />],
        [L.commissionStatus, <CommissionBadge key="c" status={m.commissionStatus} />],
        [WAITING_COLUMN, <WaitingCell key="w" installation={m} full />],
        [L.communicationStatus, <CommunicationBadge key="m" status={m.communicationStatus} />],
        [L.recommendation, <RecommendationBadge key="r" status={m.techSupportStatus} />],
        [L.techSupportStatus, techSupportLabel(m.techSupportProgress)],
        ...(rejected ? [[L.rejectionCategory, categoryLabel(m.rejectionCategory)] as Row] : []),
      ],
    ],
    [
      T.sections.technical,
      [
        [L.installedOn, formatDateTime(m.installedOn)],
        [L.lastCommunicatedAt, <RelativeTime key="lc" value={m.lastCommunicatedAt} />],
        [L.createdAt, formatDateTime(m.createdAt)],
        [L.updatedAt, formatDateTime(m.updatedAt)],
        ...coordinates,
        [L.signalStrength, signal],
        commentsLabel === L.rejectionReason
          ? [
              commentsLabel,
              <span key="r" className="whitespace-pre-line">
                {text(m.rejectionReason ?? m.comments)}
              </span>,
            ]
          : [
              // The installer's note as written, then the review record the server keeps.
              commentsLabel,
              <ReviewRecord
                key="r"
                path={modemRecordPath(m.id)}
                queryKey={modemKeys.reviewRecord(m.id)}
                note={m.comments}
              />,
            ],
      ],
    ],
  ];
}

export function ModemDetailsSections({ modem, commentsLabel }: { modem: Modem; commentsLabel: string }) {
  const photos = new Map(modem.photos.map((p) => [p.slot, p.url]));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-5">
        {modemSections(modem, commentsLabel).map(([title, rows]) => (
          <Section key={title} title={title} rows={rows} />
        ))}
      </div>
      <div>
        <PhotoGrid
          urlOf={(slot) => photos.get(slot) ?? null}
          texts={{
            heading: T.sections.photos,
            noPhoto: T.noPhoto,
            unavailable: T.photoUnavailable,
            alt: (slot) => T.photoAlt(slot, modem.modemSno),
          }}
        />
      </div>
    </div>
  );
}

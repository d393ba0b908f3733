import type { CommissionStatus } from './enums.js';
import { isVerdict } from './lifecycle.js';
import { METER_FIELD_OF } from './discom-rule.js';
import { METER_EDIT_FIELDS } from './meter-screens.js';

/**
 * DESIGN §5 (issue 36), "decisions follow the evidence": what a change to a reviewed meter does, field by field.
 * A meter is reviewed once it has a recommendation or a decision. Then:
 * - its identity (the meter number) may not change while it is Approved: the accepted asset is that meter
 *   (400 at that field); the super admin revokes the approval first, and the rework corrects it;
 * - a change to its evidence (what the reviewers compared and looked at: DTR and substation details, division,
 *   organization, coordinates, photos; its number too, where it may change) sends it back to review with an
 *   'evidence-changed' event: an Approved meter goes back to Pending; a recommendation falls (it was about other
 *   evidence); a Rejected meter stays Rejected, the rework recorded, until someone reopens it;
 * - any other field (phone, the installer's note, the area names, the install date) changes nothing of the review.
 * An unreviewed Pending meter's changes are not review events, with one exception: a change by hand to the DTR
 * details the auto-commissioning rule compares (METER_FIELD_OF) is, and it leaves the meter to people for good.
 * Otherwise whoever may edit a meter could copy its DTR row's values into it and have the rule approve it.
 */
export const METER_IDENTITY_FIELDS = ['meterSno'] as const;
export const METER_EVIDENCE_FIELDS = [
  'meterSno',
  'dtrSno',
  'feederName',
  'feederNumber',
  'substationName',
  'substationNumber',
  'division',
  'organization',
  'dtrCapacity',
  'latitude',
  'longitude',
] as const;

/** A photo slot as a changed field ("photo2"): photos are evidence too. */
export const photoField = (slot: number) => `photo${slot}`;

export interface Reviewable {
  commissionStatus: CommissionStatus;
  techSupportStatus: string | null;
}

/** Whether reviewers have recommended or decided on this meter. */
export const isReviewed = (m: Reviewable) =>
  m.commissionStatus !== 'Pending' || isVerdict(m.techSupportStatus);

/** What a change of these fields does to the review: refused, sent back, or nothing. */
export type EvidenceOutcome =
  | { kind: 'identity-locked'; field: string }
  | { kind: 'back-to-review'; from: CommissionStatus; to: CommissionStatus; fields: string[] }
  /** An unreviewed meter's compared DTR details changed by hand: people review it, never the rule. */
  | { kind: 'left-to-people'; from: 'Pending'; to: 'Pending'; fields: string[] }
  | null;

const COMPARED = Object.values(METER_FIELD_OF) as readonly string[];

export function evidenceOutcome(m: Reviewable, changed: readonly string[]): EvidenceOutcome {
  if (!isReviewed(m)) {
    const compared = changed.filter((f) => COMPARED.includes(f));
    return compared.length
      ? { kind: 'left-to-people', from: 'Pending', to: 'Pending', fields: compared }
      : null;
  }
  const identity = changed.find((f) => (METER_IDENTITY_FIELDS as readonly string[]).includes(f));
  if (m.commissionStatus === 'Approved' && identity) return { kind: 'identity-locked', field: identity };
  const fields = changed.filter(
    (f) => (METER_EVIDENCE_FIELDS as readonly string[]).includes(f) || /^photo[1-4]$/.test(f),
  );
  if (fields.length === 0) return null;
  const from = m.commissionStatus;
  return { kind: 'back-to-review', from, to: from === 'Approved' ? 'Pending' : from, fields };
}

/** A changed field in the detail dialog's words, for the event's comment ("Changed: DTR S.No, Photo 2"). */
export function evidenceLabel(field: string): string {
  const photo = /^photo([1-4])$/.exec(field);
  if (photo) return `Photo ${photo[1]}`;
  return METER_EDIT_FIELDS.find((f) => f.name === field)?.label ?? EXTRA_LABELS[field] ?? field;
}
const EXTRA_LABELS: Record<string, string> = { latitude: 'Latitude', longitude: 'Longitude' };

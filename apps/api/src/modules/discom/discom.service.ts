import {
  compareWithDiscom,
  DISCOM_MESSAGES as M,
  meterDiscomValues,
  METER_MESSAGES,
  sameValue,
  type ComparisonQuery,
  type DiscomValues,
  type DtrRecord,
} from '@smms/shared';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { mayReadDiscomData, scopeOf, type Actor } from '../access/index.js';
import type { DtrRow } from './discom.repo.js';
import type { DiscomStore } from './discom.store.js';

const toDtrRecord = (row: DtrRow): DtrRecord => ({
  dtrNo: row.dtrNo,
  substation: row.substation,
  district: row.district,
  edc: row.edc,
  capacity: row.capacity,
  region: row.region,
  status: row.status,
  circle: row.circle,
  feeder: row.feeder,
  updatedAt: row.updatedAt,
});

const discomValues = ({ circle: _c, feeder: _f, updatedAt: _u, ...values }: DtrRecord): DiscomValues =>
  values;

/** A DTR number as a caller gives it: trimmed; blank is refused with the spec's message (SPEC §5). */
function dtrNumber(raw: string | undefined): string {
  const dtrNo = raw?.trim() ?? '';
  if (!dtrNo) throw badRequest(M.invalidDtr, { dtrNo: M.invalidDtr });
  return dtrNo;
}

/** The Discom reference data's read calls: the BI_ADMIN's look-up, the comparison, the DTR diagnostic. */
export function createDiscomService({ store }: { store: DiscomStore }) {
  async function mustFindDtr(dtrNo: string): Promise<DtrRecord> {
    const row = await store.findDtr(dtrNo);
    if (!row) throw notFound(M.dtrNotFound(dtrNo));
    return toDtrRecord(row);
  }

  /** SPEC §7 discom-data: the BI roles' feature (access module); anyone else gets the spec's refusal (SPEC §6). */
  async function lookup(actor: Actor, raw: string): Promise<DtrRecord> {
    if (!mayReadDiscomData(actor)) throw forbidden(M.biAdminOnly);
    return mustFindDtr(dtrNumber(raw));
  }

  /**
   * SPEC §3 "Comparison result" for a meter the caller may see, against its own DTR or the one asked for.
   * Another DTR than the meter's own is a read of the reference data, so only for those who may read it
   * (access module): anyone else would read any DTR's row through a meter of theirs.
   * Read-only: `commissioned` reports what auto-commissioning did, it never commissions.
   */
  async function compare(actor: Actor, query: ComparisonQuery) {
    const meter = await store.findMeter(scopeOf(actor), query.meterId);
    if (!meter) throw notFound(METER_MESSAGES.notFound);
    const own = meter.dtrSno?.trim();
    const asked = query.dtrNo?.trim();
    if (asked && !sameValue(asked, own) && !mayReadDiscomData(actor)) throw forbidden(M.biAdminOnly);
    const dtrNo = asked || own;
    if (!dtrNo) throw badRequest(M.noDtrToCompare);
    const discomData = discomValues(await mustFindDtr(dtrNo));
    const meterData = meterDiscomValues(meter);
    return {
      ...compareWithDiscom(meterData, discomData),
      discomData,
      meterData,
      commissioned: meter.autoCommissioned,
    };
  }

  /** SPEC §7 debug-dtr: the master row (or none) and the meters that name the DTR. */
  async function debugDtr(raw: string) {
    const dtrNo = dtrNumber(raw);
    const row = await store.findDtr(dtrNo);
    return { dtrNo, reference: row ? toDtrRecord(row) : null, ...(await store.metersAtDtr(dtrNo)) };
  }

  return { lookup, compare, debugDtr };
}
export type DiscomService = ReturnType<typeof createDiscomService>;

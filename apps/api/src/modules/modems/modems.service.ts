import { csvFileName, csvRow, MODEM_MESSAGES, stateLabel, type Modem, type ModemQuery } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-error.js';
import { canSeeOfficer, type Actor } from '../access/access.js';
import { findUserByPhone } from '../users/users.repo.js';
import * as repo from './modems.repo.js';
import { csvRowsByKeyset } from '../../lib/keyset.js';

export function toModem(row: repo.ModemRow): Modem {
  const {
    modemSno,
    meterSno,
    serviceNo,
    simNumber: _sim,
    imeiNumber: _imei,
    firmwareVersion: _fw,
    ...rest
  } = row;
  return {
    ...rest,
    modemSno,
    modemno: modemSno,
    meterSno,
    ctmtrno: meterSno,
    serviceNo,
    servicecno: serviceNo,
    stage: stateLabel('modems', row),
  };
}

const COLUMNS: [string, (m: Modem) => unknown][] = [
  ['Modem ID', (m) => m.id],
  ['Modem No', (m) => m.modemSno],
  ['Meter No', (m) => m.meterSno],
  ['Service No', (m) => m.serviceNo],
  ['Consumer Name', (m) => m.consumerName],
  ['Location', (m) => [m.section, m.subDivision, m.division, m.circle].filter(Boolean).join(', ')],
  ['Status', (m) => m.stage],
  ['Installed On', (m) => m.installedOn],
  ['Last Communication', (m) => m.lastCommunicatedAt],
];

export function createModemsService({ db }: { db: Db }) {
  /** The officer with this phone, if the actor may see it (AE_ADMIN: only officers it created). */
  async function officerByPhone(actor: Actor, phone: string) {
    const officer = await findUserByPhone(db, phone);
    if (!officer || !canSeeOfficer(actor, officer)) throw notFound(MODEM_MESSAGES.officerNotFound);
    return officer;
  }

  async function listForOfficer(actor: Actor, phone: string, query: ModemQuery) {
    const officer = await officerByPhone(actor, phone);
    const { rows, total } = await repo.listOfficerModems(db, query, officer.id);
    return { data: rows.map(toModem), total };
  }

  const exportCsv = (officerId: number, filters: Omit<ModemQuery, 'page' | 'pageSize'>) =>
    csvRowsByKeyset(
      csvRow(COLUMNS.map(([h]) => h)),
      (after, size) => repo.modemExportBatch(db, { ...filters, officerId }, filters.order, after, size),
      (rows) => rows.map((r) => csvRow(COLUMNS.map(([, value]) => value(toModem(r))))).join(''),
    );

  const exportFileName = () => csvFileName('field-officer-modems');

  return { officerByPhone, listForOfficer, exportCsv, exportFileName };
}
export type ModemsService = ReturnType<typeof createModemsService>;

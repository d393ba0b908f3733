import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { MeterQuery } from '@smms/shared';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../plugins/auth.js';

type Eb = ExpressionBuilder<Database & { m: Database['meters'] }, 'm'>;

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The searchable text of a meter: the same expression as the trigram index meters_search_trgm. */
const SEARCH_TEXT = sql`(coalesce(m.meter_sno, '') || ' ' || coalesce(m.dtr_sno, '') || ' ' || coalesce(m.substation_name, '') || ' ' || coalesce(m.feeder_name, ''))`;

export function scopeFilter(eb: Eb, scope: Scope): Expression<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return sql<boolean>`true`;
    case 'self':
      return eb('m.fieldOfficerId', '=', scope.userId);
    case 'createdBy':
      return eb(
        'm.fieldOfficerId',
        'in',
        eb.selectFrom('users').select('users.id').where('users.createdBy', '=', scope.adminId),
      );
  }
}

const STAGE: Record<MeterQuery['stage'], (eb: Eb) => Expression<SqlBool>> = {
  installed: () => sql<boolean>`true`,
  commissioned: (eb) => eb('m.communicationStatus', '=', 'LIVE'),
  'pending-review': (eb) => eb('m.commissionStatus', '=', 'Pending'),
  rejected: (eb) => eb('m.commissionStatus', '=', 'Rejected'),
  accepted: (eb) => eb('m.commissionStatus', '=', 'Approved'),
};

const live = (eb: Eb) => eb('m.communicationStatus', '=', 'LIVE');
const notLive = (eb: Eb) => eb('m.communicationStatus', '!=', 'LIVE');
const pending = (eb: Eb) => eb('m.commissionStatus', '=', 'Pending');
const techRejected = (eb: Eb) => eb(sql`coalesce(m.tech_support_status, '')`, '=', 'REJECTED');

const STATUS: Record<NonNullable<MeterQuery['status']>, (eb: Eb) => Expression<SqlBool>> = {
  COMMISSIONED: (eb) => eb('m.commissionStatus', '=', 'Approved'),
  INACTIVE: (eb) => eb('m.commissionStatus', '=', 'Rejected'),
  ACTIVE: (eb) => eb.and([pending(eb), live(eb)]),
  PENDING: (eb) => eb.and([pending(eb), notLive(eb)]),
};

const REASON: Record<NonNullable<MeterQuery['reason']>, (eb: Eb) => Expression<SqlBool>> = {
  'Technical Issues': (eb) => techRejected(eb),
  Inactive: (eb) => eb.and([eb.not(techRejected(eb)), notLive(eb)]),
  'Commission Rejected': (eb) => eb.and([eb.not(techRejected(eb)), live(eb)]),
};

const OFFICER_STATUS: Record<NonNullable<MeterQuery['officerStatus']>, (eb: Eb) => Expression<SqlBool>> = {
  Approved: (eb) => eb('m.commissionStatus', '=', 'Approved'),
  Rejected: (eb) => eb('m.commissionStatus', '=', 'Rejected'),
  Pending: (eb) => eb.and([pending(eb), notLive(eb)]),
  Commissioned: (eb) => eb.and([pending(eb), live(eb)]),
};

export type MeterFilters = Omit<MeterQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

/** Every filter of every meter list, as one WHERE clause: the lists, their counts and exports share it. */
export function meterWhere(eb: Eb, scope: Scope, f: MeterFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [scopeFilter(eb, scope), STAGE[f.stage](eb)];
  if (f.status) parts.push(STATUS[f.status](eb));
  if (f.reason) parts.push(REASON[f.reason](eb));
  if (f.officerStatus) parts.push(OFFICER_STATUS[f.officerStatus](eb));
  if (f.review) parts.push(eb('m.techSupportStatus', f.review === 'No Status' ? 'is' : 'is not', null));
  if (f.acceptance) parts.push(eb('m.autoCommissioned', '=', f.acceptance === 'Auto-Commissioned'));
  if (f.division) parts.push(eb('m.division', '=', f.division));
  if (f.officerId) parts.push(eb('m.fieldOfficerId', '=', f.officerId));
  if (f.q) {
    const pattern = likePattern(f.q);
    parts.push(
      eb.or([
        eb(SEARCH_TEXT, 'ilike', pattern),
        eb(
          'm.fieldOfficerId',
          'in',
          eb
            .selectFrom('users')
            .select('users.id')
            .where(sql`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
        ),
      ]),
    );
  }
  return eb.and(parts);
}

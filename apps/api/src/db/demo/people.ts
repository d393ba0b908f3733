import type { AccessLevel, Role } from '@smms/shared';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../schema.js';
import { CIRCLES, FIRST_NAMES, LAST_NAMES, SECTIONS, subDivisionName } from './geography.js';
import type { Random } from './random.js';
import type { HistoryPeople } from './review-histories.js';
import type { DemoPerson } from './review-steps.js';

export type DemoUser = Insertable<UsersTable>;

export const DEMO_PASSWORD = 'Demo@12345';

interface AdminSpec {
  username: string;
  role: Role;
  accessLevel: AccessLevel;
  firstName: string;
  lastName: string;
  division: string;
}

/** The demo's named admins: the three sign-ins of the README and a few colleagues. */
export const DEMO_ADMINS: AdminSpec[] = [
  {
    username: 'superadmin',
    role: 'BI_SUPER_ADMIN',
    accessLevel: 'Meters,Modems',
    firstName: 'Sunil',
    lastName: 'Mehta',
    division: 'Unassigned',
  },
  {
    username: 'biadmin',
    role: 'BI_ADMIN',
    accessLevel: 'Meters,Modems',
    firstName: 'Bhavna',
    lastName: 'Iyer',
    division: 'Unassigned',
  },
  {
    username: 'aeadmin',
    role: 'AE_ADMIN',
    accessLevel: 'Meters,Modems',
    firstName: 'Alok',
    lastName: 'Eshwar',
    division: 'Agra Urban I',
  },
  {
    username: 'aeadmin.mathura',
    role: 'AE_ADMIN',
    accessLevel: 'Meters',
    firstName: 'Kiran',
    lastName: 'Bansal',
    division: 'Mathura City',
  },
  {
    username: 'aeadmin.aligarh',
    role: 'AE_ADMIN',
    accessLevel: 'Meters,Modems',
    firstName: 'Farhan',
    lastName: 'Qureshi',
    division: 'Aligarh Urban',
  },
  {
    username: 'aeadmin.jhansi',
    role: 'AE_ADMIN',
    accessLevel: 'Modems',
    firstName: 'Geeta',
    lastName: 'Rawat',
    division: 'Jhansi Urban',
  },
  {
    username: 'aeadmin.etawah',
    role: 'AE_ADMIN',
    accessLevel: 'Meters',
    firstName: 'Harsh',
    lastName: 'Vardhan',
    division: '',
  },
  {
    username: 'biadmin.modems',
    role: 'BI_ADMIN',
    accessLevel: 'Modems',
    firstName: 'Isha',
    lastName: 'Kapoor',
    division: 'Unassigned',
  },
  {
    username: 'biadmin.reports',
    role: 'BI_ADMIN',
    accessLevel: 'Meters',
    firstName: 'Jatin',
    lastName: 'Malhotra',
    division: 'Agra Rural',
  },
];

/** Deterministic 10-digit phones starting 6–9, unique by index within a series. */
export const demoPhone = (series: number, index: number) =>
  `${6 + (series % 4)}${String(100_000_000 + series * 1_000_000 + index).slice(-9)}`;

export function adminRows(passwordHash: string): DemoUser[] {
  return DEMO_ADMINS.map((a, i) => ({
    username: a.username,
    passwordHash,
    role: a.role,
    accessLevel: a.accessLevel,
    firstName: a.firstName,
    lastName: a.lastName,
    email: i === 6 ? null : `${a.username.replace('.', '_')}@dvvnl.example`,
    phone: demoPhone(3, i + 1),
    alternatePhone: null,
    circle: null,
    division: a.division || 'Unassigned',
    subDivision: null,
    section: null,
    createdBy: null,
    isActive: i !== 8,
  }));
}

/** Field officers: half created by `aeadmin`, the rest by the other AE admins; some with both access levels. */
export function officerRows(
  random: Random,
  count: number,
  creators: { aeadmin: number; others: number[]; superAdmin: number },
  passwordHash: string,
): DemoUser[] {
  const rows: DemoUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const mine = i < Math.ceil(count / 2);
    const createdBy = mine
      ? creators.aeadmin
      : i % 9 === 0
        ? creators.superAdmin
        : random.pick(creators.others);
    const place = mine ? CIRCLES[0] : random.pick(CIRCLES);
    const division = (mine ? place.divisions[i % 2] : random.pick(place.divisions)) ?? place.divisions[0];
    const phone = demoPhone(i % 4, 10_000 + i);
    const accessLevel: AccessLevel = i % 6 === 0 ? 'Meters,Modems' : i % 5 === 0 ? 'Modems' : 'Meters';
    rows.push({
      username: phone,
      passwordHash,
      role: 'FIELD_OFFICER',
      accessLevel,
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      email: phone,
      phone,
      alternatePhone: random.chance(0.4) ? demoPhone((i + 1) % 4, 50_000 + i) : null,
      circle: place.circle,
      division,
      subDivision: subDivisionName(division, i),
      section: SECTIONS[i % SECTIONS.length],
      createdBy,
      isActive: i % 13 !== 7,
    });
  }
  return rows;
}

/** The demo's people as its review histories name them (review-histories.ts). */
export function historyPeople(
  admins: { id: number; username: string }[],
  officers: { id: number; firstName?: string; lastName?: string; createdBy?: number | null }[],
): HistoryPeople {
  const person = (id: number, role: Role, firstName: string, lastName: string): DemoPerson => ({
    id,
    role,
    name: `${firstName} ${lastName}`.trim(),
  });
  const staff = admins.map((a) => {
    const spec = DEMO_ADMINS.find((s) => s.username === a.username) as AdminSpec;
    return { ...person(a.id, spec.role, spec.firstName, spec.lastName), accessLevel: spec.accessLevel };
  });
  const superAdmin = staff.find((a) => a.role === 'BI_SUPER_ADMIN') as DemoPerson;
  const recommenders = staff.filter((a) => a.role === 'BI_ADMIN' && a.accessLevel.includes('Meters'));
  const officersById = new Map(
    officers.map((o) => [o.id, person(o.id, 'FIELD_OFFICER', o.firstName ?? '', o.lastName ?? '')]),
  );
  const creatorOf = new Map(officers.map((o) => [o.id, staff.find((a) => a.id === o.createdBy)]));
  return {
    officers: officersById,
    cast: {
      superAdmin,
      recommenders,
      reopeners: (officerId, installation) => {
        const view = installation === 'meter' ? 'Meters' : 'Modems';
        const creator = creatorOf.get(officerId);
        const ae = creator?.role === 'AE_ADMIN' && creator.accessLevel.includes(view) ? [creator] : [];
        return [...ae, ...ae, officersById.get(officerId) as DemoPerson, superAdmin];
      },
    },
  };
}

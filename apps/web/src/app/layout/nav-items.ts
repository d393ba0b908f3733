import {
  CircleCheck,
  CircleX,
  Gauge,
  Headset,
  LayoutDashboard,
  RadioTower,
  Router,
  ShieldCheck,
  UserCog,
  Users,
  Wifi,
} from 'lucide-react';
import { ROLE_PREFIX, type ConsoleRole, type View } from '@smms/shared';
import type { NavItem } from './nav-item';
import { NAV_LABELS as L } from '@/app/page-titles';

type Entry = Omit<NavItem, 'to' | 'alsoActive'> & { page: string; alsoActive?: string[] };

const METERS_LISTS: Entry[] = [
  { page: 'meters-installed', label: L.metersInstalled, icon: Gauge },
  { page: 'meters-commissioned', label: L.metersCommissioned, icon: Wifi },
  { page: 'commission-rejected', label: L.commissionRejected, icon: CircleX },
  { page: 'commission-done', label: L.commissionedAccepted, icon: CircleCheck },
];

const MODEMS_LISTS: Entry[] = [
  { page: 'modems-installed', label: L.modemsInstalled, icon: Router },
  { page: 'modems-commissioned', label: L.modemsCommissioned, icon: RadioTower },
  { page: 'modems-commission-done', label: L.modemsCommissionDone, icon: CircleCheck },
  { page: 'modems-commission-rejected', label: L.modemsCommissionRejected, icon: CircleX },
];

const PEOPLE: Record<ConsoleRole, Record<View, Entry[]>> = {
  AE_ADMIN: {
    Meters: [
      { page: 'field-officers', label: L.fieldOfficers, icon: Users, alsoActive: ['field-officer-meters'] },
    ],
    Modems: [{ page: 'modem-field-officers', label: L.fieldOfficers, icon: Users }],
  },
  BI_ADMIN: { Meters: [], Modems: [] },
  BI_SUPER_ADMIN: {
    Meters: [
      { page: 'field-assistants', label: L.fieldOfficers, icon: Users, alsoActive: ['field-officer-meters'] },
      { page: 'manage-admins', label: L.manageAdmins, icon: UserCog },
      { page: 'manage-bi-admins', label: L.manageBiAdmins, icon: ShieldCheck },
      { page: 'tech-support', label: L.techSupport, icon: Headset, alsoActive: ['pending-tech-support'] },
    ],
    Modems: [
      {
        page: 'modem-field-assistants',
        label: L.fieldOfficers,
        icon: Users,
        alsoActive: ['field-officer-modems'],
      },
      { page: 'modem-manage-admins', label: L.manageAdmins, icon: UserCog },
      { page: 'modem-manage-bi-admins', label: L.manageBiAdmins, icon: ShieldCheck },
      { page: 'modem-tech-support', label: L.techSupport, icon: Headset },
    ],
  },
};

/** The sidebar of one role in one view (SPEC §2.3). */
export function navItemsFor(role: ConsoleRole, view: View): NavItem[] {
  const prefix = ROLE_PREFIX[role];
  const entries: Entry[] = [
    { page: 'dashboard', label: L.dashboard, icon: LayoutDashboard },
    ...(view === 'Meters' ? METERS_LISTS : MODEMS_LISTS),
    ...PEOPLE[role][view],
  ];
  return entries.map(({ page, alsoActive, ...item }) => ({
    ...item,
    to: `${prefix}/${page}`,
    alsoActive: alsoActive?.map((p) => `${prefix}/${p}`),
  }));
}

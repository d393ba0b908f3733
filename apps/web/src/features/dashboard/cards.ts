import { ROLE_PREFIX, type ConsoleRole, type DashboardCounts, type View } from '@smms/shared';
import { CARD_LABELS as L } from './texts';

type CountKey = Exclude<keyof DashboardCounts, 'view'>;
export type CardTone = 'blue' | 'green' | 'emerald' | 'red' | 'purple' | 'slate';

export interface DashboardCard {
  label: string;
  count: CountKey;
  /** The page the card opens, under the role's prefix. */
  to: string;
  tone: CardTone;
}

type Spec = [label: string, count: CountKey, page: string, tone: CardTone];

const lists = (view: View) =>
  view === 'Meters'
    ? {
        installed: 'meters-installed',
        commissioned: 'meters-commissioned',
        accepted: 'commission-done',
        rejected: 'commission-rejected',
      }
    : {
        installed: 'modems-installed',
        commissioned: 'modems-commissioned',
        accepted: 'modems-commission-done',
        rejected: 'modems-commission-rejected',
      };

function specs(role: ConsoleRole, view: View): Spec[] {
  const p = lists(view);
  if (role === 'AE_ADMIN')
    return [
      [L.totalInstalled, 'installed', p.installed, 'blue'],
      [L.commissioned, 'commissioned', p.commissioned, 'green'],
      [L.approved, 'accepted', p.accepted, 'emerald'],
      [L.rejected, 'rejected', p.rejected, 'red'],
      [
        L.totalFieldOfficers,
        'fieldOfficers',
        view === 'Meters' ? 'field-officers' : 'modem-field-officers',
        'purple',
      ],
    ];
  if (role === 'BI_ADMIN')
    return [
      [L.totalInstalled, 'installed', p.installed, 'blue'],
      [L.commissioned, 'commissioned', p.commissioned, 'green'],
      [L.rejected, 'rejected', p.rejected, 'red'],
      [L.accepted, 'accepted', p.accepted, 'emerald'],
    ];
  const people = view === 'Meters' ? '' : 'modem-';
  const cards: Spec[] = [
    [L.totalInstalled, 'installed', p.installed, 'blue'],
    [L.commissioned, 'commissioned', p.commissioned, 'green'],
    [L.accepted, 'accepted', p.accepted, 'emerald'],
    [L.rejected, 'rejected', p.rejected, 'red'],
    [L.fieldOfficers, 'fieldOfficers', `${people}field-assistants`, 'purple'],
    [L.aeAdmins, 'aeAdmins', `${people}manage-admins`, 'slate'],
    [L.biAdmins, 'biAdmins', `${people}manage-bi-admins`, 'slate'],
  ];
  // SPEC §2.4: the modems view adds a Total Rejected card.
  if (view === 'Modems') cards.push([L.totalRejected, 'rejected', p.rejected, 'red']);
  return cards;
}

/** The cards of one role's dashboard in one view (SPEC §2.4), each linking to its list. */
export const dashboardCards = (role: ConsoleRole, view: View): DashboardCard[] =>
  specs(role, view).map(([label, count, page, tone]) => ({
    label,
    count,
    tone,
    to: `${ROLE_PREFIX[role]}/${page}`,
  }));

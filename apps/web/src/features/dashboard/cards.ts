import { dashboardCardSpecs, type CardCount, type ConsoleRole, type View } from '@smms/shared';
import { pagePath } from '@/config/paths';

export type CardTone = 'blue' | 'green' | 'emerald' | 'red' | 'purple' | 'slate' | 'yellow';

export interface DashboardCard {
  label: string;
  count: CardCount;
  /** The page the card opens, under the role's prefix, with the filters its number counts. */
  to: string;
  tone: CardTone;
}

const TONE: Record<CardCount, CardTone> = {
  installed: 'blue',
  commissioned: 'green',
  pending: 'yellow',
  accepted: 'emerald',
  rejected: 'red',
  fieldOfficers: 'purple',
  aeAdmins: 'slate',
  biAdmins: 'slate',
};

/** The cards of one role's dashboard in one view (SPEC §2.4, shared with the server's tests), each linking to its list. */
export const dashboardCards = (role: ConsoleRole, view: View): DashboardCard[] =>
  dashboardCardSpecs(role, view).map(({ label, count, page, query }) => ({
    label,
    count,
    tone: TONE[count],
    to: `${pagePath(role, page)}${query ? `?${new URLSearchParams(query)}` : ''}`,
  }));

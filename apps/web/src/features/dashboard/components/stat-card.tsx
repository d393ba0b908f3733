import { Link } from 'react-router';
import {
  CircleCheck,
  CircleX,
  Gauge,
  Hourglass,
  ShieldCheck,
  UserCog,
  Users,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import { formatCount } from '@smms/shared';
import { cn } from '@/lib/utils';
import type { CardTone, DashboardCard } from '../cards';

const ICONS: Record<DashboardCard['count'], LucideIcon> = {
  installed: Gauge,
  commissioned: Wifi,
  accepted: CircleCheck,
  rejected: CircleX,
  pending: Hourglass,
  fieldOfficers: Users,
  aeAdmins: UserCog,
  biAdmins: ShieldCheck,
};

const TONES: Record<CardTone, string> = {
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  red: 'bg-red-50 text-red-700',
  purple: 'bg-purple-50 text-purple-700',
  slate: 'bg-slate-100 text-slate-700',
  yellow: 'bg-yellow-50 text-yellow-800',
};

/** One clickable count of the dashboard. */
export function StatCard({ card, value }: { card: DashboardCard; value: number }) {
  const Icon = ICONS[card.count];
  return (
    <Link
      to={card.to}
      className="flex items-center justify-between gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex flex-col gap-1">
        <span className="text-sm font-medium text-muted-foreground">{card.label}</span>
        <span className="text-3xl font-bold text-foreground">{formatCount(value)}</span>
      </span>
      <span className={cn('rounded-lg p-3', TONES[card.tone])}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
    </Link>
  );
}

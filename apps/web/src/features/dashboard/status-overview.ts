import { CARD_LABELS as L, type DashboardCounts } from '@smms/shared';

/** SPEC §9: the tallest bar is 200 px; a bar with any value is at least 20 px. */
export const BAR_MAX_HEIGHT = 200;
export const BAR_MIN_HEIGHT = 20;

export interface StatusBar {
  label: string;
  value: number;
  /** Share of the installed total, whole percent; 0 when nothing is installed. */
  percent: number;
  height: number;
  color: string;
}

export const percentOf = (value: number, total: number): number =>
  total > 0 ? Math.round((value / total) * 100) : 0;

export function barHeight(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.max(BAR_MIN_HEIGHT, Math.round((value / max) * BAR_MAX_HEIGHT));
}

/** The bars of "Status Overview": each stage against the installed total. */
export function statusBars(counts: DashboardCounts): StatusBar[] {
  const entries: [string, number, string][] = [
    [L.installed, counts.installed, 'bg-blue-600'],
    [L.commissioned, counts.commissioned, 'bg-green-600'],
    [L.approved, counts.accepted, 'bg-emerald-600'],
    [L.rejected, counts.rejected, 'bg-red-600'],
    [L.pending, counts.pending, 'bg-yellow-500'],
  ];
  const max = Math.max(0, ...entries.map(([, value]) => value));
  return entries.map(([label, value, color]) => ({
    label,
    value,
    color,
    percent: percentOf(value, counts.installed),
    height: barHeight(value, max),
  }));
}

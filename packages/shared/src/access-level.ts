import type { AccessLevel, View } from './enums.js';

/** An empty or missing accessLevel means both views (SPEC §2.3). */
export function viewsOf(accessLevel: string | null | undefined): View[] {
  const level = (accessLevel ?? '').trim();
  if (!level) return ['Meters', 'Modems'];
  const views: View[] = [];
  if (level.includes('Meters')) views.push('Meters');
  if (level.includes('Modems')) views.push('Modems');
  return views.length ? views : ['Meters', 'Modems'];
}

export const hasAccess = (accessLevel: string | null | undefined, view: View): boolean =>
  (accessLevel ?? '').includes(view);

/**
 * The access level after granting `view` (SPEC §4): a user who has the other view gets both,
 * anyone else gets just the granted view.
 */
export function grantAccess(current: string | null | undefined, view: View): AccessLevel {
  const other: View = view === 'Meters' ? 'Modems' : 'Meters';
  return hasAccess(current, other) ? 'Meters,Modems' : view;
}

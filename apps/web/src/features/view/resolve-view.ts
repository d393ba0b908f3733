import type { View } from '@smms/shared';

export const VIEW_STORAGE_KEY = 'smms.view';
export const DEFAULT_VIEW: View = 'Meters';

export const parseStoredView = (raw: string | null): View => (raw === 'Modems' ? 'Modems' : DEFAULT_VIEW);

/** A single allowed view wins; then the view of the page being shown; then the remembered choice. */
export function resolveView(views: readonly View[], pageView: View | null, stored: View): View {
  if (views.length === 1 && views[0]) return views[0];
  if (pageView && views.includes(pageView)) return pageView;
  return views.includes(stored) ? stored : DEFAULT_VIEW;
}

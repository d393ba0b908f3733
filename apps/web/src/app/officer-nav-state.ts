/** What an officer list passes to that officer's meters or modems page (SPEC §2.6). */
export interface OfficerNavState {
  id?: number | string;
  name?: string;
  phone?: string;
}

export function readOfficerState(state: unknown): OfficerNavState {
  if (!state || typeof state !== 'object') return {};
  const { id, name, phone } = state as Record<string, unknown>;
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : undefined,
    name: typeof name === 'string' && name.trim() ? name : undefined,
    phone: typeof phone === 'string' && phone ? phone : undefined,
  };
}

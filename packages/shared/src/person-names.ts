/** How the screens and exports write a person's name. */
export const fullName = (u: { firstName?: string | null; lastName?: string | null }): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim();

export const initials = (u: { firstName?: string | null; lastName?: string | null }): string =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase();

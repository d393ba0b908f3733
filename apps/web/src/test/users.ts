import type { User } from '@smms/shared';

export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  username: 'aeadmin',
  role: 'AE_ADMIN',
  accessLevel: 'Meters,Modems',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  alternatePhone: null,
  circle: null,
  division: 'Unassigned',
  subDivision: null,
  section: null,
  isActive: true,
  createdBy: null,
  lastLoginAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

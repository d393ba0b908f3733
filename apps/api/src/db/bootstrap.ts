import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { hashPassword } from '../lib/password.js';
import type { Db } from './connection.js';

/**
 * An empty database gets one BI_SUPER_ADMIN so someone can sign in (DESIGN §1). Without ADMIN_PASSWORD
 * a random password is generated and printed once, on the console, never into the log.
 */
export async function ensureSuperAdmin(db: Db, config: Config): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'BI_SUPER_ADMIN')
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await db
    .insertInto('users')
    .values({
      username: config.admin.username,
      passwordHash: await hashPassword(password),
      role: 'BI_SUPER_ADMIN',
      accessLevel: 'Meters,Modems',
      firstName: 'Super',
      lastName: 'Admin',
      email: null,
      phone: config.admin.phone,
      alternatePhone: null,
      circle: null,
      subDivision: null,
      section: null,
      createdBy: null,
    })
    .execute();
  if (!config.admin.password) {
    console.warn(
      `\nSMMS created the super admin "${config.admin.username}" with the password: ${password}\n` +
        'It is shown only this once. Sign in and change it with Reset Password.\n',
    );
  }
}

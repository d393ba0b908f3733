import { AUTH, fullName, isConsoleRole, TWO_STEP, USERS } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { Actor } from '../access/index.js';
import { findUserById } from '../users/index.js';
import { revokeUserSessions } from '../sessions/index.js';
import * as repo from './totp.repo.js';

/**
 * The super admin resets another admin's two-step sign-in (issue 37 item 9: a lost phone, or an
 * authenticator someone else set up from a stolen session). The authenticator and its recovery codes are
 * removed and every session of that person ends, so a session thief is out too; the person signs in with
 * the password (setting two-step up again there if it is required). Never one's own: that would let a
 * stolen super admin session take two-step off without the password and a code. Answers the person's
 * name, for the answer's message.
 */
export async function resetTwoStep(db: Db, actor: Actor, id: number, reason: string): Promise<string> {
  if (actor.user.role !== 'BI_SUPER_ADMIN') throw forbidden(AUTH.forbidden);
  if (id === actor.user.id) throw badRequest(TWO_STEP.resetNotOwn);
  const person = await findUserById(db, id);
  if (!person) throw notFound(USERS.userNotFound);
  if (!isConsoleRole(person.role)) throw badRequest(TWO_STEP.resetNotAdmin);
  if (!(await repo.findTotp(db, id))?.enabledAt) throw conflict(TWO_STEP.resetNotOn);
  await db.transaction().execute(async (tx) => {
    await repo.deleteTotp(tx, id);
    await revokeUserSessions(tx, id);
    await audit(tx, actor, ACTIONS.twoStepReset, {
      on: { type: 'user', id },
      location: person.division,
      details: { username: person.username, reason },
    });
  });
  return fullName(person);
}

import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { findUserById } from './users.repo.js';
import { canSeeOfficer, type Actor } from '../access/index.js';

/** What the check answers with, in the words of the install it is for (a meter's, a modem's). */
export interface OfficerTexts {
  officerRequired: string;
  officerNotFound: string;
}

/**
 * The field officer an admin acts for (an install recorded for it, its list, its export): a field officer
 * acts for itself; an admin names one it may see (canSeeOfficer), else 400 (none named) or 404.
 */
export async function actingOfficer(
  db: Db,
  actor: Actor,
  officerId: number | undefined,
  texts: OfficerTexts,
): Promise<UserRow> {
  if (actor.user.role === 'FIELD_OFFICER') return actor.user;
  if (!officerId) throw badRequest(texts.officerRequired, { fieldOfficerId: texts.officerRequired });
  const officer = await findUserById(db, officerId);
  if (!officer || !canSeeOfficer(actor, officer)) throw notFound(texts.officerNotFound);
  return officer;
}

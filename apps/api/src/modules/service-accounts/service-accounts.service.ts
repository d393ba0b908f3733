import {
  SERVICE_ACCOUNT_MESSAGES as M,
  SERVICE_TOKEN_PREFIX,
  type CreateServiceAccount,
  type ServiceAccount,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { isPgError, PG } from '../../db/pg-errors.js';
import { ACTIONS, audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import type { Actor } from '../access/index.js';
import * as repo from './service-accounts.repo.js';

/** How much of a token the list shows: the prefix and four characters, enough to tell two apart, no more. */
const HINT_LENGTH = SERVICE_TOKEN_PREFIX.length + 4;
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

const toAccount = (row: repo.ServiceAccountRow): ServiceAccount => ({
  ...row,
  scopes: row.scopes as ServiceAccount['scopes'],
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
});

/**
 * Service accounts (issue 39), the super admin's to create and revoke, each audited. The token is made here,
 * answered once, and kept only as its SHA-256 (sessions/service-tokens.ts reads it on each call).
 */
export function createServiceAccountsService({ db }: { db: Db }) {
  const list = async () => (await repo.listServiceAccounts(db)).map(toAccount);

  async function create(actor: Actor, input: CreateServiceAccount) {
    const token = `${SERVICE_TOKEN_PREFIX}${newToken()}`;
    const scopes = [...new Set(input.scopes)];
    const row = await db.transaction().execute(async (tx) => {
      let inserted: repo.ServiceAccountRow;
      try {
        inserted = await repo.insertServiceAccount(tx, {
          name: input.name,
          scopes,
          tokenHash: sha256(token),
          tokenHint: token.slice(0, HINT_LENGTH),
          createdBy: actor.user.id,
        });
      } catch (error) {
        if (isPgError(error) && error.code === PG.uniqueViolation) throw conflict(M.nameTaken);
        throw error;
      }
      await audit(tx, actor, ACTIONS.serviceAccountCreated, {
        on: { type: 'service_account', id: inserted.id },
        details: { name: inserted.name, scopes },
      });
      return inserted;
    });
    return { account: toAccount(row), token };
  }

  async function revoke(actor: Actor, id: number) {
    const row = await db.transaction().execute(async (tx) => {
      const revoked = await repo.revokeServiceAccount(tx, id, actor.user.id);
      if (!revoked) {
        if (await repo.serviceAccountExists(tx, id)) throw conflict(M.alreadyRevoked);
        throw notFound(M.notFound);
      }
      await audit(tx, actor, ACTIONS.serviceAccountRevoked, {
        on: { type: 'service_account', id },
        details: { name: revoked.name },
      });
      return revoked;
    });
    return toAccount(row);
  }

  return { list, create, revoke };
}
export type ServiceAccountsService = ReturnType<typeof createServiceAccountsService>;

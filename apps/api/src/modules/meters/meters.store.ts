import type { Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MetersTable } from '../../db/schema.js';
import { installationStore, type InstallationStore } from '../lifecycle/index.js';
import * as repo from './meters.repo.js';

/**
 * What the meter services need from the database, bound to one connection or transaction: the installation
 * core's store (lifecycle/installation-store.ts) over the meters table. Services take a store, so their rules
 * run in unit tests against an in-memory fake (commission.service.test.ts) as well as on both databases.
 */
export type MeterStore = InstallationStore<repo.MeterRow, Updateable<MetersTable>>;

export const meterStore = (db: Db): MeterStore =>
  installationStore(db, 'meter', { find: repo.findMeter, update: repo.updateMeter });

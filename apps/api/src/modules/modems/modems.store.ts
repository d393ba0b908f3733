import type { Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ModemsTable } from '../../db/schema.js';
import { installationStore, type InstallationStore } from '../lifecycle/index.js';
import * as repo from './modems.repo.js';

/** The installation core's store (lifecycle/installation-store.ts) over the modems table. */
export type ModemStore = InstallationStore<repo.ModemRow, Updateable<ModemsTable>>;

export const modemStore = (db: Db): ModemStore =>
  installationStore(db, 'modem', { find: repo.findModem, update: repo.updateModem });

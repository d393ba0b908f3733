import { createHash, randomUUID } from 'node:crypto';
import { DTR_IMPORT_MESSAGES as M, DTR_LIMITS, type DtrImportResult } from '@smms/shared';
import { ACTIONS } from '../../lib/audit.js';
import { reviewDecisions } from '../../lib/event-counters.js';
import type { Actor } from '../access/index.js';
import { decodeCsv, readDtrCsv } from './dtr-csv.js';
import type { DiscomStore } from './discom.store.js';

/**
 * The DTR master import (DESIGN §5): read the file, upsert its good rows by DTR number, and audit it once with
 * the counts. The import changes reference data; the approvals that follow are the auto-commissioning rule's
 * (when the super admin has it on), each an event naming the rule and this import run, and the answer lists
 * them by meter. A dry run stages and upserts in a transaction that is rolled back, and finds the meters the
 * rule would approve by the same condition, so its preview is what applying would do; it keeps nothing.
 */
export function createDtrImportService({ store }: { store: DiscomStore }) {
  /** `csv`: the file's bytes as sent (decoded here, decodeCsv), or text already decoded. */
  async function importCsv(
    actor: Actor,
    csv: Uint8Array | string,
    { dryRun }: { dryRun: boolean },
  ): Promise<{ data: DtrImportResult; message: string }> {
    const { text, encoding } =
      typeof csv === 'string' ? { text: csv, encoding: 'utf-8' as const } : decodeCsv(csv);
    const file = readDtrCsv(text);
    const run = { id: randomUUID(), fileSha256: createHash('sha256').update(csv).digest('hex') };
    const data = await store.transaction(
      async (tx) => {
        const { inserted, updated } = await tx.importRows(file.rows, file.columns);
        const rule = await tx.autoCommissionImported({ dryRun, run });
        const result: DtrImportResult = {
          dryRun,
          rows: file.records,
          inserted,
          updated,
          unchanged: file.rows.length - inserted - updated,
          autoCommissioned: rule.meters.length,
          autoCommissionedMeters: rule.meters.slice(0, DTR_LIMITS.approvalsListed),
          ruleOn: rule.ruleOn,
          leftForReview: rule.leftForReview,
          errorCount: file.errors.length,
          errors: file.errors.slice(0, DTR_LIMITS.errorsListed),
          ignoredColumns: file.ignoredColumns,
          encoding,
        };
        if (!dryRun) {
          const { errors: _listed, dryRun: _dry, autoCommissionedMeters: _meters, ...counts } = result;
          await tx.audit(actor, ACTIONS.dtrImported, {
            details: { ...counts, columns: file.columns, by: actor.user.username, import: run },
          });
        }
        return result;
      },
      { rollback: dryRun },
    );
    if (!dryRun && data.autoCommissioned > 0)
      reviewDecisions.inc({ installation: 'meter', to: 'Approved', by: 'rule' }, data.autoCommissioned);
    const done = dryRun
      ? M.previewed(data.rows)
      : M.imported(data.inserted, data.updated, data.autoCommissioned);
    return { data, message: encoding === 'utf-8' ? done : `${done} ${M.readAsWindows1252}` };
  }

  return { importCsv };
}
export type DtrImportService = ReturnType<typeof createDtrImportService>;

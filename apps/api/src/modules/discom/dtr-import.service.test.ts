import { describe, expect, it } from 'vitest';
import { DTR_IMPORT_MESSAGES as M } from '@smms/shared';
import type { UserRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { Actor } from '../access/access.js';
import { fakeDiscomStore } from './discom.fake-store.js';
import { createDtrImportService } from './dtr-import.service.js';

const actor: Actor = {
  user: { id: 2, role: 'BI_ADMIN', username: 'biadmin', accessLevel: 'Meters' } as UserRow,
  sessionId: 1,
  via: 'cookie',
  ip: '127.0.0.1',
};
const CSV = 'DTR Number,Substation,Division,EDC,Capacity\nD1,S,A,E,C\nD2,S,A,E,C\n,S,A,E,C\n';
const approvals = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, meterSno: `M-${i + 1}` }));

describe('the DTR import service, on a fake store', () => {
  it('previews a dry run with the counts applying would give, and keeps and audits nothing', async () => {
    const { state, store } = fakeDiscomStore({ approvals: approvals(3), leftForReview: 2 });
    const { data, message } = await createDtrImportService({ store }).importCsv(actor, CSV, { dryRun: true });
    expect(message).toBe(M.previewed(3));
    expect(data).toMatchObject({
      dryRun: true,
      rows: 3,
      inserted: 2,
      unchanged: 0,
      autoCommissioned: 3,
      autoCommissionedMeters: approvals(3),
      ruleOn: true,
      leftForReview: 2,
      errorCount: 1,
    });
    expect([state.dtrs.size, state.imported, state.audits]).toEqual([0, [], []]);
  });

  it('applies: keeps the good rows and writes one DTR_IMPORTED entry with the counts', async () => {
    const { state, store } = fakeDiscomStore({ approvals: approvals(1) });
    const { data, message } = await createDtrImportService({ store }).importCsv(actor, CSV, {
      dryRun: false,
    });
    expect(message).toBe(M.imported(2, 0, 1));
    expect(data.errors).toEqual([{ line: 4, dtrNo: null, reason: M.dtrRequired }]);
    expect(state.imported).toEqual(['D1', 'D2']);
    expect(state.audits).toEqual([
      {
        action: 'DTR_IMPORTED',
        details: expect.objectContaining({
          rows: 3,
          inserted: 2,
          updated: 0,
          unchanged: 0,
          errorCount: 1,
          autoCommissioned: 1,
          ruleOn: true,
          by: 'biadmin',
          import: { id: expect.any(String), fileSha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
        }),
      },
    ]);
  });

  it('counts a second import of the same file as unchanged', async () => {
    const { store } = fakeDiscomStore();
    const service = createDtrImportService({ store });
    await service.importCsv(actor, CSV, { dryRun: false });
    const { data } = await service.importCsv(actor, CSV, { dryRun: false });
    expect(data).toMatchObject({ inserted: 0, unchanged: 2 });
  });

  it('refuses a file without the required columns before touching the store', async () => {
    const { state, store } = fakeDiscomStore();
    const error = await createDtrImportService({ store })
      .importCsv(actor, 'DTR Number\nD1', { dryRun: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect([state.imported, state.audits]).toEqual([[], []]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARED_FIELDS, compareWithDiscom, type DiscomValues } from '@smms/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { matchesDtrSql } from './discom.sql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Spellings that test the rule's edges: blank, spaces, tabs, case, and letters outside ASCII. */
const VALUES = [
  null,
  '',
  ' ',
  'Agra',
  'agra',
  ' AGRA ',
  'agra\t',
  'Agra  Urban',
  'École',
  'école',
  'ÉCOLE',
  'ecole',
];

describe('the comparison rule in SQL (matchesDtrSql)', () => {
  it('agrees with compareWithDiscom on every pair of spellings, field by field, on this database', async () => {
    const cases: { meter: DiscomValues; dtr: DiscomValues }[] = [];
    const base = {
      dtrNo: 'D1',
      substation: 'S',
      district: 'A',
      edc: 'E',
      capacity: 'C',
      region: null,
      status: null,
    };
    for (const field of COMPARED_FIELDS)
      for (const a of VALUES)
        for (const b of VALUES) cases.push({ meter: { ...base, [field]: a }, dtr: { ...base, [field]: b } });
    const column = (side: 'meter' | 'dtr', field: keyof DiscomValues) => cases.map((c) => c[side][field]);
    const { rows } = await sql<{ i: number; match: boolean }>`
      select m.i, coalesce(${matchesDtrSql('m', 'd')}, false) as match
        from unnest(${cases.map((_, i) => i)}::int[], ${column('meter', 'dtrNo')}::text[],
                    ${column('meter', 'substation')}::text[], ${column('meter', 'district')}::text[],
                    ${column('meter', 'edc')}::text[], ${column('meter', 'capacity')}::text[])
             as m (i, dtr_sno, substation_name, division, organization, dtr_capacity)
        join unnest(${cases.map((_, i) => i)}::int[], ${column('dtr', 'dtrNo')}::text[],
                    ${column('dtr', 'substation')}::text[], ${column('dtr', 'district')}::text[],
                    ${column('dtr', 'edc')}::text[], ${column('dtr', 'capacity')}::text[])
             as d (i, dtr_no, substation, district, edc, capacity) on d.i = m.i
       order by m.i`.execute(t.app.dbHandle.db);
    const disagreements = rows
      .filter((r) => {
        const c = cases[r.i] as (typeof cases)[number];
        return r.match !== compareWithDiscom(c.meter, c.dtr).match;
      })
      .map((r) => cases[r.i]);
    expect(rows).toHaveLength(cases.length);
    expect(disagreements).toEqual([]);
    expect(rows.filter((r) => r.match).length).toBeGreaterThan(COMPARED_FIELDS.length * 4);
  });
});

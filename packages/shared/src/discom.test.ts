import { describe, expect, it } from 'vitest';
import { comparable, compareWithDiscom, meterDiscomValues, sameValue } from './discom-rule.js';
import type { DiscomValues } from './discom.js';
import { columnOfHeader, DTR_COLUMNS } from './dtr-import.js';

const master: DiscomValues = {
  dtrNo: 'DTR-AGR-00012',
  substation: 'Kamla Nagar 33/11 KV',
  district: 'Agra Urban I',
  edc: 'DVVNL',
  capacity: '100 KVA',
  region: 'Agra Zone',
  status: 'Active',
};
const meter = {
  dtrSno: 'dtr-agr-00012 ',
  substationName: '  KAMLA NAGAR 33/11 kv',
  division: 'agra urban i',
  organization: 'dvvnl',
  dtrCapacity: '100 kva',
};

describe('the Discom comparison rule (DESIGN §5)', () => {
  it('matches a meter whose five compared fields agree once trimmed and case-folded', () => {
    expect(compareWithDiscom(meterDiscomValues(meter), master)).toEqual({ match: true, differences: [] });
  });

  it('names each field that differs, in the dialog order', () => {
    const result = compareWithDiscom(
      meterDiscomValues({ ...meter, substationName: 'Sikandra 33/11 KV', dtrCapacity: '63 KVA' }),
      master,
    );
    expect(result).toEqual({ match: false, differences: ['substation', 'capacity'] });
  });

  it('does not compare region and status: the meter has none of its own', () => {
    expect(compareWithDiscom(meterDiscomValues(meter), { ...master, region: 'X', status: 'Y' }).match).toBe(
      true,
    );
  });

  it('never counts a field blank on both sides as a match', () => {
    const result = compareWithDiscom(meterDiscomValues({ ...meter, dtrCapacity: ' ' }), {
      ...master,
      capacity: null,
    });
    expect(result.differences).toEqual(['capacity']);
  });

  it('folds ASCII case only, as SQL lower(... collate "C") does, and trims spaces only', () => {
    expect(comparable('  ÉCOLE Road ')).toBe('École road');
    expect(sameValue('ÉCOLE', 'école')).toBe(false);
    expect(sameValue('a\t', 'a')).toBe(false);
    expect(sameValue(null, '')).toBe(false);
  });
});

describe('DTR master CSV headers', () => {
  it('reads each template title and its aliases whatever the case, spaces and punctuation', () => {
    expect(columnOfHeader(' DTR Number ')).toBe('dtrNo');
    expect(columnOfHeader('dtr_no')).toBe('dtrNo');
    expect(columnOfHeader('District / Division')).toBe('district');
    expect(columnOfHeader('DIVISION')).toBe('district');
    expect(columnOfHeader('Organisation')).toBe('edc');
    expect(columnOfHeader('Feeder Name')).toBe('feeder');
    for (const column of DTR_COLUMNS) expect(columnOfHeader(column.title)).toBe(column.field);
  });

  it('ignores a header that names no column', () => {
    expect(columnOfHeader('Remarks')).toBeNull();
    expect(columnOfHeader('  ')).toBeNull();
  });
});

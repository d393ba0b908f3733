import { describe, expect, it } from 'vitest';
import { grantAccess, hasAccess, viewsOf } from './access-level.js';
import { csvCell, csvFileName, csvRow } from './csv.js';
import { optionalNumber } from './fields.js';
import { isValidPhone, maskPhone, phoneInput } from './phone.js';

describe('phone rule (SPEC §5)', () => {
  it('accepts exactly ten digits starting with 6 to 9', () => {
    expect(['6000000000', '7123456789', '8999999999', '9876543210'].every(isValidPhone)).toBe(true);
  });
  it('refuses other lengths, leading 0–5 and non-digits', () => {
    expect(
      ['987654321', '98765432101', '5876543210', '0876543210', '98765x3210', ''].some(isValidPhone),
    ).toBe(false);
  });
  it('keeps only digits, at most ten, as the input does', () => {
    expect(phoneInput('+91 98765-43210')).toBe('9198765432');
    expect(phoneInput('98a76')).toBe('9876');
  });
  it('masks all but the last four digits', () => {
    expect(maskPhone('9876543210')).toBe('••••••3210');
  });
});

describe('access levels (SPEC §2.3, §4)', () => {
  it('shows both views for both levels or an empty level, one view otherwise', () => {
    expect(viewsOf('Meters,Modems')).toEqual(['Meters', 'Modems']);
    expect(viewsOf('')).toEqual(['Meters', 'Modems']);
    expect(viewsOf(null)).toEqual(['Meters', 'Modems']);
    expect(viewsOf('Modems')).toEqual(['Modems']);
    expect(viewsOf('Meters')).toEqual(['Meters']);
  });
  it('grants Meters as "Meters,Modems" to a Modems user, else "Meters"', () => {
    expect(grantAccess('Modems', 'Meters')).toBe('Meters,Modems');
    expect(grantAccess('', 'Meters')).toBe('Meters');
  });
  it('grants Modems as "Meters,Modems" to a Meters user, else "Modems"', () => {
    expect(grantAccess('Meters', 'Modems')).toBe('Meters,Modems');
    expect(grantAccess(null, 'Modems')).toBe('Modems');
    expect(hasAccess('Meters,Modems', 'Modems')).toBe(true);
  });
});

describe('CSV cells (DESIGN §6)', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvRow(['a', 'say "hi"', null, 3])).toBe('"a","say ""hi""","","3"\r\n');
  });
  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1`)).toBe(`"'${lead}1"`);
  });
  it('names files {prefix}-{yyyy-mm-dd}.csv by the day in the utility zone', () => {
    const lateUtc = new Date('2026-01-05T20:00:00Z'); // 01:30 on the 6th in India
    expect(csvFileName('meters-installed', 'UTC', lateUtc)).toBe('meters-installed-2026-01-05.csv');
    expect(csvFileName('meters-installed', 'Asia/Kolkata', lateUtc)).toBe('meters-installed-2026-01-06.csv');
  });
});

describe('optional number fields (latitude, longitude, signal strength)', () => {
  const latitude = optionalNumber(-90, 90);
  it('reads -0, sent as a number or typed as text, as 0', () => {
    expect(Object.is(latitude.parse(-0), 0)).toBe(true);
    expect(Object.is(latitude.parse('-0'), 0)).toBe(true);
    expect(Object.is(latitude.parse('-0.0'), 0)).toBe(true);
  });
  it('keeps other values, clears on blank, and refuses what is out of range', () => {
    expect(latitude.parse(-12.5)).toBe(-12.5);
    expect(latitude.parse(' 27.1 ')).toBe(27.1);
    expect(latitude.parse('')).toBeNull();
    expect(latitude.parse(undefined)).toBeUndefined();
    expect(latitude.safeParse(90.5).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DTR_IMPORT_MESSAGES as M, csvRecords } from '@smms/shared';
import { HttpError } from '../../lib/http-error.js';
import { readDtrCsv } from './dtr-csv.js';

const HEADER = 'DTR Number,Substation,District/Division,EDC/Organization,Capacity,Region,Status';

function refusal(text: string): [number, string] {
  try {
    readDtrCsv(text);
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the file was not refused');
}

describe('csvRecords (RFC 4180)', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\n\nlast,"q"';
    expect([...csvRecords(text)]).toEqual([
      { line: 1, cells: ['a', 'b'], unclosed: false },
      { line: 2, cells: ['x, y', 'say "hi"'], unclosed: false },
      { line: 3, cells: ['two\nlines', 'z'], unclosed: false },
      { line: 6, cells: ['last', 'q'], unclosed: false },
    ]);
  });

  it('ends records at CR alone too, keeps empty cells, and flags a quote left open', () => {
    expect([...csvRecords('a,,c\rd,"open')]).toEqual([
      { line: 1, cells: ['a', '', 'c'], unclosed: false },
      { line: 2, cells: ['d', 'open'], unclosed: true },
    ]);
  });

  it('keeps text after a closing quote in its cell, as spreadsheets do, and the next record whole', () => {
    expect([...csvRecords('a,"q"x,b\nc,d')]).toEqual([
      { line: 1, cells: ['a', 'qx', 'b'], unclosed: false },
      { line: 2, cells: ['c', 'd'], unclosed: false },
    ]);
  });
});

describe('readDtrCsv', () => {
  it('maps headers loosely, trims cells, keeps blanks as null and ignores unknown columns', () => {
    const file = readDtrCsv(
      ` dtr no ,SUBSTATION NAME,division,organisation,capacity,Remarks\n DTR-1 , Kamla Nagar ,Agra,DVVNL,,hi\n`,
    );
    expect(file.columns).toEqual(['dtrNo', 'substation', 'district', 'edc', 'capacity']);
    expect(file.ignoredColumns).toEqual(['Remarks']);
    expect(file.rows).toEqual([
      {
        line: 2,
        dtrNo: 'DTR-1',
        values: { dtrNo: 'DTR-1', substation: 'Kamla Nagar', district: 'Agra', edc: 'DVVNL', capacity: null },
      },
    ]);
  });

  it('refuses a file without a required column, naming every missing one', () => {
    expect(refusal('DTR Number,Substation,Region\nD1,S,R')).toEqual([
      400,
      M.missingColumns(['District/Division', 'EDC/Organization', 'Capacity']),
    ]);
  });

  it('refuses an empty file and a column named twice', () => {
    expect(refusal('')[1]).toBe(M.empty);
    expect(refusal('\n\n')[1]).toBe(M.empty);
    expect(refusal(`${HEADER},Division\n`)[1]).toBe(
      M.duplicateColumn('District/Division', ['District/Division', 'Division']),
    );
  });

  it('reports each bad record with its line and reason, and keeps the good ones', () => {
    const long = 'x'.repeat(201);
    const text = [
      HEADER,
      'D1,S,Agra,DVVNL,100 KVA,Z,Active',
      ',S,Agra,DVVNL,100 KVA,Z,Active',
      `D3,${long},Agra,DVVNL,100,Z,Active`,
      ' d1 ,S,Agra,DVVNL,100 KVA,Z,Active',
      'D5,S,Agra,DVVNL,100 KVA,Z,Active,extra',
      'D6,S,Agra,DVVNL,100 KVA,Z,Active,,',
      `${'D'.repeat(61)},S,Agra,DVVNL,100,Z,Active`,
      'D8,S',
    ].join('\n');
    const file = readDtrCsv(text);
    expect(file.records).toBe(8);
    expect(file.rows.map((r) => [r.line, r.dtrNo])).toEqual([
      [2, 'D1'],
      [7, 'D6'],
      [9, 'D8'],
    ]);
    expect(file.errors).toEqual([
      { line: 3, dtrNo: null, reason: M.dtrRequired },
      { line: 4, dtrNo: 'D3', reason: M.cellTooLong('Substation') },
      { line: 5, dtrNo: 'd1', reason: M.duplicateDtr(2) },
      { line: 6, dtrNo: 'D5', reason: M.tooManyCells(8, 7) },
      { line: 8, dtrNo: 'D'.repeat(61), reason: M.dtrTooLong },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCommentHistory, techSupportLabel, appendStamp, decisionStamp } from './comment-history.js';

describe('parseCommentHistory', () => {
  it('reads stamped lines as who, when, status and comment, in the order written', () => {
    const comments = [
      'Installed near the pole, seal intact',
      '[2026-11-20T10:15:00.000Z] Bina Rao: APPROVED - looks fine',
      '[2026-11-21T08:00:00.000Z] Kiran Das: REJECTED',
      '[2026-11-22T09:30:00.000Z] Kiran Das: IN_PROGRESS - photo 2: blurred',
    ].join('\n');
    expect(parseCommentHistory(comments)).toEqual([
      { at: null, who: null, status: null, text: 'Installed near the pole, seal intact' },
      { at: '2026-11-20T10:15:00.000Z', who: 'Bina Rao', status: 'APPROVED', text: 'looks fine' },
      { at: '2026-11-21T08:00:00.000Z', who: 'Kiran Das', status: 'REJECTED', text: '' },
      { at: '2026-11-22T09:30:00.000Z', who: 'Kiran Das', status: 'IN_PROGRESS', text: 'photo 2: blurred' },
    ]);
  });

  it('gives nothing for missing or blank comments', () => {
    expect(parseCommentHistory(null)).toEqual([]);
    expect(parseCommentHistory(undefined)).toEqual([]);
    expect(parseCommentHistory(' \n\r\n ')).toEqual([]);
  });

  it('keeps a free-text note without a stamp as one entry', () => {
    expect(parseCommentHistory('Seal broken\nCustomer absent')).toEqual([
      { at: null, who: null, status: null, text: 'Seal broken\nCustomer absent' },
    ]);
  });

  it('joins an unstamped line to the stamped comment above it (a comment over several lines)', () => {
    const comments = '[2026-11-20T10:15:00.000Z] Bina Rao: REJECTED - wrong DTR\r\nplease recheck the plate';
    expect(parseCommentHistory(comments)).toEqual([
      {
        at: '2026-11-20T10:15:00.000Z',
        who: 'Bina Rao',
        status: 'REJECTED',
        text: 'wrong DTR\nplease recheck the plate',
      },
    ]);
  });

  it('keeps a stamped line without a status code as its text', () => {
    expect(parseCommentHistory('[2026-11-20T10:15:00.000Z] Bina Rao: checked on site')).toEqual([
      { at: '2026-11-20T10:15:00.000Z', who: 'Bina Rao', status: null, text: 'checked on site' },
    ]);
  });

  it('reads a bracket that is no instant as free text', () => {
    expect(parseCommentHistory('[note] Ravi: REJECTED')).toEqual([
      { at: null, who: null, status: null, text: '[note] Ravi: REJECTED' },
    ]);
    expect(parseCommentHistory('[2026-99-99Tnope] Ravi: REJECTED')[0]?.at).toBeNull();
  });
});

describe('techSupportLabel', () => {
  it.each([
    ['APPROVED', 'Approved'],
    ['REJECTED', 'Rejected'],
    ['IN_PROGRESS', 'In Progress'],
    ['ESCALATED', 'Escalated'],
    ['PENDING', 'Pending'],
    ['RESOLVED', 'Resolved'],
    ['CLOSED', 'Closed'],
    ['COMMISSIONED', 'Commissioned'],
    ['Approved', 'Approved'],
  ])('reads %s as %s', (code, words) => expect(techSupportLabel(code)).toBe(words));

  it('reads a missing status as Not Set', () => {
    expect(techSupportLabel(null)).toBe('Not Set');
    expect(techSupportLabel(undefined)).toBe('Not Set');
    expect(techSupportLabel('  ')).toBe('Not Set');
  });

  it('title-cases a code it does not know', () => {
    expect(techSupportLabel('AWAITING_SITE_VISIT')).toBe('Awaiting Site Visit');
    expect(techSupportLabel('on hold')).toBe('On Hold');
  });
});

describe('appendStamp', () => {
  it('adds a line the parser reads back, keeping what was there', () => {
    const at = new Date('2026-11-20T10:15:00.000Z');
    const first = appendStamp('Installed on pole 12', {
      at,
      who: 'Bina Rao',
      status: 'APPROVED',
      comment: ' ok ',
    });
    const second = appendStamp(first, { at, who: 'Sunil Mehta', status: decisionStamp('Rejected') });
    expect(second).toBe(
      'Installed on pole 12\n[2026-11-20T10:15:00.000Z] Bina Rao: APPROVED - ok\n[2026-11-20T10:15:00.000Z] Sunil Mehta: COMMISSION_REJECTED',
    );
    expect(parseCommentHistory(second)).toEqual([
      { at: null, who: null, status: null, text: 'Installed on pole 12' },
      { at: at.toISOString(), who: 'Bina Rao', status: 'APPROVED', text: 'ok' },
      { at: at.toISOString(), who: 'Sunil Mehta', status: 'COMMISSION_REJECTED', text: '' },
    ]);
    expect(techSupportLabel('COMMISSION_REJECTED')).toBe('Commission Rejected');
  });
});

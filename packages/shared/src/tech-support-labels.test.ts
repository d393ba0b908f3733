import { describe, expect, it } from 'vitest';
import { STAGE_WORDS, STATE_WORDS } from './lifecycle.js';
import { techSupportLabel } from './tech-support-labels.js';

describe('techSupportLabel', () => {
  it.each([
    ['APPROVED', 'Approve'],
    ['REJECTED', 'Reject'],
    ['IN_PROGRESS', 'In Progress'],
    ['ESCALATED', 'Escalated'],
    ['PENDING', 'Not started'],
    ['RESOLVED', 'Resolved'],
    ['CLOSED', 'Closed'],
    ['COMMISSIONED', 'Completed'],
    ['Approved', 'Approve'],
  ])('reads %s as %s', (code, words) => expect(techSupportLabel(code)).toBe(words));

  it('reads a missing status as PENDING reads, Not started', () => {
    expect(techSupportLabel(null)).toBe('Not started');
    expect(techSupportLabel(undefined)).toBe('Not started');
    expect(techSupportLabel('  ')).toBe('Not started');
  });

  it('never reads a working status as a state or a list (DESIGN §7: one word, one sense)', () => {
    for (const code of ['PENDING', 'COMMISSIONED', 'IN_PROGRESS', 'RESOLVED', 'ESCALATED', 'CLOSED'])
      expect([...Object.values(STATE_WORDS), ...Object.values(STAGE_WORDS), 'Pending']).not.toContain(
        techSupportLabel(code),
      );
  });

  it('title-cases a code it does not know', () => {
    expect(techSupportLabel('AWAITING_SITE_VISIT')).toBe('Awaiting Site Visit');
    expect(techSupportLabel('on hold')).toBe('On Hold');
  });
});

import { describe, expect, it } from 'vitest';
import { techSupportLabel } from './tech-support-labels.js';

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

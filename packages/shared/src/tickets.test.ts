import { describe, expect, it } from 'vitest';
import { CreateTicket, mayMoveTicket, nextTicketStatuses, TICKET_MESSAGES, UpdateTicket } from './tickets.js';

describe('the ticket lifecycle', () => {
  it('moves forward one step at a time, reopens a resolved ticket, and keeps a closed one closed', () => {
    expect(nextTicketStatuses('open')).toEqual(['in_progress']);
    expect(nextTicketStatuses('resolved')).toEqual(['closed', 'in_progress']);
    expect(nextTicketStatuses('closed')).toEqual([]);
    expect(mayMoveTicket('open', 'closed')).toBe(false);
    expect(TICKET_MESSAGES.forbiddenTransition('open', 'closed')).toBe(
      'A ticket cannot move from Open to Closed. From Open it can move to In Progress.',
    );
  });
});

describe('the ticket schemas', () => {
  it('trims a new ticket, defaults its priority and clears a blank modem number', () => {
    expect(
      CreateTicket.parse({ title: ' A ', description: 'b', category: 'Hardware', modemSno: ' ' }),
    ).toMatchObject({ title: 'A', priority: 'medium', modemSno: null });
  });

  it('refuses an update that changes nothing or names an unknown field', () => {
    expect(UpdateTicket.safeParse({ version: 1 }).success).toBe(false);
    expect(UpdateTicket.safeParse({ version: 1, title: 'x' }).success).toBe(false);
    expect(UpdateTicket.safeParse({ version: 1, assignedTo: null }).success).toBe(true);
  });
});

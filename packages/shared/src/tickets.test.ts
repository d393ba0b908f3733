import { describe, expect, it } from 'vitest';
import {
  CreateTicket,
  mayMoveTicket,
  nextTicketStatuses,
  TICKET_MESSAGES,
  ticketIdOf,
  UpdateTicket,
} from './tickets.js';

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
    expect(UpdateTicket.safeParse({ version: 1, location: 'x' }).success).toBe(false);
    expect(UpdateTicket.safeParse({ version: 1, assignedTo: null }).success).toBe(true);
  });

  it('corrects a title or description, never to blank', () => {
    expect(UpdateTicket.safeParse({ version: 1, title: ' Fixed ' }).data?.title).toBe('Fixed');
    expect(UpdateTicket.safeParse({ version: 1, description: '' }).success).toBe(false);
    expect(UpdateTicket.safeParse({ version: 1, title: null }).success).toBe(false);
  });

  it('reads a ticket number as people quote it', () => {
    for (const q of ['TKT-0007', 'tkt-7', 'TKT 7', '#7', '0007', ' 7 ']) expect(ticketIdOf(q), q).toBe(7);
    for (const q of ['TKT-', 'seven', '7a', 'TKT-0007 x']) expect(ticketIdOf(q), q).toBeNull();
  });
});

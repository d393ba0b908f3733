import { z } from 'zod';
import { PageQuery, pageOf } from './api.js';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './enum-values.js';
import { optionalText, requiredText, updateBody } from './fields.js';

/**
 * Modem tech-support tickets (SPEC §2.8, §3; DESIGN §6: stored records, not sample data). One home for
 * the lifecycle (open → in_progress → resolved → closed, and a resolved ticket may be reopened), the
 * categories, the labels and the messages the API and the screen both use.
 */
export const TicketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatus>;
export const TicketPriority = z.enum(TICKET_PRIORITIES);
export type TicketPriority = z.infer<typeof TicketPriority>;

/** SPEC §2.8's categories. */
export const TICKET_CATEGORIES = [
  'Network Issues',
  'Configuration',
  'Hardware',
  'Performance',
  'Authentication',
] as const;
export const TicketCategory = z.enum(TICKET_CATEGORIES, {
  error: `Choose a category: ${TICKET_CATEGORIES.join(', ')}`,
});
export type TicketCategory = z.infer<typeof TicketCategory>;

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The statuses a ticket may move to from each status; anything else is refused (409). */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress'],
  in_progress: ['resolved'],
  resolved: ['closed', 'in_progress'],
  closed: [],
};
export const nextTicketStatuses = (from: TicketStatus) => TICKET_TRANSITIONS[from];
export const mayMoveTicket = (from: TicketStatus, to: TicketStatus) => TICKET_TRANSITIONS[from].includes(to);

/** The number people quote for a ticket, e.g. TKT-0007. */
export const ticketNumber = (id: number) => `TKT-${String(id).padStart(4, '0')}`;

/** The ticket a search names by its number, as people quote it: TKT-0007, tkt-7, #7 or 0007; else null. */
export function ticketIdOf(search: string): number | null {
  const digits = /^\s*(?:tkt-?\s*|#)?0*(\d{1,9})\s*$/i.exec(search)?.[1];
  return digits ? Number(digits) : null;
}

export const TICKET_MESSAGES = {
  titleRequired: 'Please enter a title',
  descriptionRequired: 'Please enter a description',
  categoryRequired: 'Please choose a category',
  notFound: 'Ticket not found',
  modemNotFound: 'No modem with this number or ID that you can see',
  modemTwice: 'Give the modem by its ID or its number, not both',
  assigneeInvalid: 'A ticket can be assigned only to an active BI admin or super admin',
  nothingToChange:
    'Nothing to change: send a title, description, status, priority, category, assignee or comment',
  created: 'Ticket created successfully',
  updated: 'Ticket updated successfully',
  forbiddenTransition: (from: TicketStatus, to: TicketStatus) => {
    const next = TICKET_TRANSITIONS[from].map((s) => TICKET_STATUS_LABELS[s]);
    return `A ticket cannot move from ${TICKET_STATUS_LABELS[from]} to ${TICKET_STATUS_LABELS[to]}. ${
      next.length
        ? `From ${TICKET_STATUS_LABELS[from]} it can move to ${next.join(' or ')}.`
        : 'A closed ticket stays closed.'
    }`;
  },
} as const;

export const CreateTicket = z
  .strictObject({
    title: requiredText(TICKET_MESSAGES.titleRequired, 200),
    description: requiredText(TICKET_MESSAGES.descriptionRequired, 4000),
    priority: TicketPriority.default('medium'),
    category: z.enum(TICKET_CATEGORIES, { error: TICKET_MESSAGES.categoryRequired }),
    modemId: z.number().int().positive().nullish(),
    /** The modem's number as printed on it; the server links the ticket to that modem. */
    modemSno: optionalText(50),
    location: optionalText(200),
  })
  .refine((t) => !(t.modemId && t.modemSno), { message: TICKET_MESSAGES.modemTwice, path: ['modemSno'] });
export type CreateTicket = z.input<typeof CreateTicket>;

/** PUT /tickets/{id}: a partial change with the version read; an unknown field changes nothing (400). */
export const UpdateTicket = updateBody({
  version: z.number().int().positive(),
  /** A correction of what the ticket says; neither may be cleared (the form requires both). */
  title: requiredText(TICKET_MESSAGES.titleRequired, 200).optional(),
  description: requiredText(TICKET_MESSAGES.descriptionRequired, 4000).optional(),
  status: TicketStatus.optional(),
  priority: TicketPriority.optional(),
  category: TicketCategory.optional(),
  /** A BI admin's or the super admin's user id; null unassigns. */
  assignedTo: z.number().int().positive().nullable().optional(),
  comment: z.string().trim().min(1).max(2000).optional(),
}).refine(
  (u) =>
    [u.title, u.description, u.status, u.priority, u.category, u.assignedTo, u.comment].some(
      (v) => v !== undefined,
    ),
  {
    message: TICKET_MESSAGES.nothingToChange,
  },
);
export type UpdateTicket = z.infer<typeof UpdateTicket>;

export const TICKET_SORTS = ['id', 'title', 'status', 'priority', 'createdAt', 'updatedAt'] as const;
export const TicketQuery = PageQuery.extend({
  status: TicketStatus.optional(),
  priority: TicketPriority.optional(),
  sort: z.enum(TICKET_SORTS).default('createdAt'),
});
export type TicketQuery = z.infer<typeof TicketQuery>;

export const Ticket = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: TicketStatus,
  priority: TicketPriority,
  category: z.string(),
  reportedById: z.number().int().nullable(),
  reportedBy: z.string().nullable(),
  assignedToId: z.number().int().nullable(),
  assignedTo: z.string().nullable(),
  modemId: z.number().int().nullable(),
  modemSno: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Ticket = z.infer<typeof Ticket>;
export const TicketPage = pageOf(Ticket);
export type TicketPage = z.infer<typeof TicketPage>;

/** One line of a ticket's history: its creation, or a change (status, fields, comment) and who made it. */
export const TicketHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string().nullable(),
  kind: z.enum(['created', 'updated']),
  fromStatus: TicketStatus.nullable(),
  toStatus: TicketStatus.nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  comment: z.string().nullable(),
});
export type TicketHistoryEntry = z.infer<typeof TicketHistoryEntry>;

export const TicketDetail = Ticket.extend({ history: z.array(TicketHistoryEntry) });
export type TicketDetail = z.infer<typeof TicketDetail>;
export const TicketResponse = z.object({
  success: z.literal(true),
  data: TicketDetail,
  message: z.string().optional(),
});

/** Who a ticket may be assigned to: the active BI admins and super admins. */
export const TicketAssignee = z.object({ id: z.number().int(), name: z.string(), role: z.string() });
export type TicketAssignee = z.infer<typeof TicketAssignee>;
export const TicketAssigneeList = z.object({ success: z.literal(true), data: z.array(TicketAssignee) });

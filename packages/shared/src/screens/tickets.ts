/**
 * Modem Tech Support (SPEC §2.8): the super admin's tickets list, the ticket dialog and the New Ticket
 * form. The screen and its browser tests read these same words.
 */
export const TICKET_LIST_TEXTS = {
  searchPlaceholder: 'Search by title, description, reporter, modem ID or location...',
  searchLabel: 'Search tickets',
  statusFilter: 'Status filter',
  allStatuses: 'All Statuses',
  priorityFilter: 'Priority filter',
  allPriorities: 'All Priorities',
  table: 'Tech support tickets',
  loading: 'Loading tickets...',
  empty: 'No tech support tickets found',
  error: 'Failed to load tech support tickets. Please try again.',
  newTicket: 'New Ticket',
  /** The export's file name prefix; the server names the file, with the date. */
  exportPrefix: 'modem-tech-support-tickets',
  view: 'View',
  viewRow: (number: string) => `View ticket ${number}`,
} as const;

/** The columns of SPEC §2.8. */
export const TICKET_COLUMNS = {
  id: 'Ticket ID',
  title: 'Title',
  status: 'Status',
  priority: 'Priority',
  category: 'Category',
  reportedBy: 'Reported By',
  modemSno: 'Modem ID',
  location: 'Location',
  createdAt: 'Created Date',
  actions: 'Actions',
} as const;

/** The ticket dialog: SPEC §3's fields, the history, and the super admin's changes. */
export const TICKET_DIALOG_TEXTS = {
  title: (number: string) => `Ticket ${number}`,
  description: 'Description',
  ticketTitle: 'Title',
  status: 'Status',
  priority: 'Priority',
  category: 'Category',
  reportedBy: 'Reported By',
  assignedTo: 'Assigned To',
  unassigned: 'Unassigned',
  modemId: 'Modem ID',
  location: 'Location',
  created: 'Created',
  lastUpdated: 'Last Updated',
  notSet: 'N/A',
  manage: 'Update ticket',
  assignee: 'Assignee',
  changeStatus: 'Change status',
  keepStatus: (label: string) => `Keep ${label}`,
  noNextStatus: 'A closed ticket stays closed.',
  comment: 'Add a comment',
  commentHint: 'Optional; it is added to the history.',
  save: 'Save changes',
  saving: 'Saving...',
  close: 'Close',
  nothingChanged: 'Change something or add a comment first.',
  saved: 'Ticket updated',
  stale: 'Someone else changed this ticket first. Its current state is shown now; make your change again.',
  history: 'History',
  noHistory: 'No history yet.',
  created_: 'Created the ticket',
  statusChange: (from: string, to: string) => `Status: ${from} → ${to}`,
  fieldChange: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
  by: (name: string) => `by ${name}`,
  system: 'System',
} as const;

/** New Ticket: the create form. */
export const TICKET_FORM_TEXTS = {
  title: 'New Ticket',
  description: 'Report a problem with a modem. The ticket starts Open.',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  priorityLabel: 'Priority',
  categoryLabel: 'Category',
  chooseCategory: 'Choose a category',
  modemLabel: 'Modem number',
  modemHint: 'Optional: the modem this ticket is about.',
  locationLabel: 'Location',
  create: 'Create Ticket',
  creating: 'Creating...',
  cancel: 'Cancel',
  created: (number: string) => `Ticket ${number} created`,
  failed: 'Failed to create ticket',
} as const;

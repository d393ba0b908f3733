/** What the sessions calls answer (issue 13: an admin lists and ends a person's sessions). */
export const SESSIONS = {
  ended: 'Session ended. It is signed out at once.',
  allEnded: (count: number) =>
    count === 0
      ? 'There were no sessions to end.'
      : `${count} ${count === 1 ? 'session' : 'sessions'} ended. They are signed out at once.`,
  notFound: 'Session not found or already ended',
  loadError: 'Failed to load sessions. Please try again.',
  endFailed: 'Failed to end the session',
  endAllFailed: 'Failed to end the sessions',
} as const;

/** The Sessions dialog of the officer and admin screens. */
export const SESSION_LABELS = {
  open: (name: string) => `Sessions of ${name}`,
  title: (name: string) => `Sessions of ${name}`,
  description:
    'Where this person is signed in now. Ending a session signs that device out at its next request.',
  table: 'Live sessions',
  items: 'sessions',
  empty: 'No live sessions',
  loading: 'Loading sessions...',
  device: 'Device',
  ip: 'IP Address',
  createdAt: 'Signed In',
  lastSeenAt: 'Last Seen',
  actions: 'Actions',
  current: 'This session',
  end: 'End',
  endOne: (device: string, id: number) => `End session ${id} (${device})`,
  endAll: 'End all sessions',
  confirmTitle: 'End session?',
  confirmAllTitle: 'End all sessions?',
  confirmOne: (device: string) => `The session on ${device} will be signed out at once.`,
  confirmAll: (name: string) => `Every session of ${name} will be signed out at once.`,
  confirmOwn: 'This is your own session: you will be signed out.',
  confirmAllOwn: 'Your own session stays signed in; every other one ends.',
  cancel: 'Cancel',
  confirm: 'End',
  close: 'Done',
  unknownIp: '—',
} as const;

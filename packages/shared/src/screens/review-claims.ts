import { formatCount } from './numbers.js';

/**
 * Claimed review queues (issue 41): "Start reviewing" on a reviewer's queue, who is reviewing each row, and the
 * super admin's view of every reviewer's claims (on the Review Targets page, beside how long a claim lasts).
 */
export const CLAIM_TEXTS = {
  start: 'Start reviewing',
  startHint: (count: number) =>
    `Claim the next ${count} that no one is reviewing, the longest wait first; others skip them while you review.`,
  starting: 'Claiming...',
  stop: 'Stop reviewing',
  stopping: 'Releasing...',
  holding: (count: number, until: string) => `You are reviewing ${formatCount(count)} until ${until}`,
  claimedTitle: 'Your review queue',
  nothingLeft: 'Nothing left to claim',
  beingReviewedBy: (name: string) => `Being reviewed by ${name}`,
  reviewedByYou: 'Being reviewed by you',
  releasedTitle: 'Claims released',
  // The super admin's card.
  panelTitle: 'Being reviewed now',
  panelHint:
    'Each reviewer holding claims from Start reviewing. Release a reviewer’s claims to put them back in the queue.',
  panelEmpty: 'No one is holding claims.',
  reviewer: 'Reviewer',
  role: 'Role',
  meters: 'Meters',
  modems: 'Modems',
  since: 'Claimed',
  until: 'Until',
  release: 'Release',
  releaseLabel: (name: string) => `Release ${name}’s claims`,
  panelFailed: 'The claims could not be loaded.',
  retry: 'Retry',
} as const;

/** The lists' claim filter (its URL parameter `claim`), on the reviewers' queues. */
export const CLAIM_FILTER = {
  param: 'claim',
  label: 'Claim filter',
  all: 'Anyone’s',
  options: [
    { value: 'mine', label: 'Claimed by me' },
    { value: 'unclaimed', label: 'Not being reviewed' },
  ],
} as const;

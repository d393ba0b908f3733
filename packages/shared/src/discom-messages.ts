/** The Discom calls' messages: SPEC §5, §6, §8 verbatim, then the server's own. */
export const DISCOM_MESSAGES = {
  invalidDtr: 'Invalid DTR number provided',
  biAdminOnly: 'Access denied. Only BI_ADMIN can access this feature.',
  noDtrToCompare: 'No DTR number available for comparison',
  comparisonFailed: 'Failed to fetch comparison data',
  lookupNetworkError: 'Network error while fetching Discom data',
  dtrNotFound: (dtrNo: string) => `DTR ${dtrNo} is not in the Discom reference data`,
} as const;

/** The auto-commissioning rule's setting and its undo (issue 36): the API's answers, shown as sent. */
export const AUTO_COMMISSION_MESSAGES = {
  superAdminOnly: 'Only the super admin changes the auto-commissioning rule or undoes its approvals.',
  enabledFlag: 'enabled must be true or false.',
  fieldsList: 'fields must be a list of compared fields.',
  unknownField: 'A compared field must be one of dtrNo, substation, district, edc, capacity.',
  dtrNoRequired: 'The DTR number must always match: keep dtrNo among the compared fields.',
  fieldTwice: 'Name each compared field once.',
  saved: (enabled: boolean) =>
    enabled ? 'Auto-commissioning rule saved: it is on.' : 'Auto-commissioning rule saved: it is off.',
  notAutomatic:
    'Only an automatic approval can be undone: this meter was not approved by the auto-commissioning rule.',
  undoCommentRequired: 'Say why the automatic approval is undone.',
  undone: (meterSno: string) =>
    `The automatic approval of meter ${meterSno} was undone: it is back in review, and the rule will not approve it again.`,
} as const;

/** The Discom calls' messages: SPEC §5, §6, §8 verbatim, then the server's own. */
export const DISCOM_MESSAGES = {
  invalidDtr: 'Invalid DTR number provided',
  biAdminOnly: 'Access denied. Only BI_ADMIN can access this feature.',
  noDtrToCompare: 'No DTR number available for comparison',
  comparisonFailed: 'Failed to fetch comparison data',
  lookupNetworkError: 'Network error while fetching Discom data',
  dtrNotFound: (dtrNo: string) => `DTR ${dtrNo} is not in the Discom reference data`,
} as const;

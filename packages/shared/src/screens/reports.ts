/** The Reports page (issue 41): its words, and the columns its table and its CSV and XLSX files share. */
export const REPORT_TEXTS = {
  description:
    'The installations of a range of installation days, per day or week and per area or officer: how far each has come, how many were accepted the first time, and how long acceptance took. Each number is the total of the list it summarises.',
  filters: 'Report filters',
  tableCaption: 'Progress by period and',
  truncated:
    'More rows matched than the page shows: the CSV and XLSX files hold every one, or choose a circle or a shorter range.',
  period: 'Per',
  periods: { day: 'Day', week: 'Week' },
  by: 'Group by',
  groups: { circle: 'Circle', division: 'Division', subDivision: 'Sub Division', officer: 'Field officer' },
  from: 'Installed from',
  to: 'Installed to',
  circle: 'Circle',
  allCircles: 'All circles',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  chartTitle: 'Installed and accepted per period',
  slowestTitle: (groups: string) => `Slowest ${groups} to accept`,
  slowestHint: 'Median days from installation to acceptance over the range, the longest first',
  slowestNone: 'None of these installations has been accepted yet.',
  groupsPlural: {
    circle: 'circles',
    division: 'divisions',
    subDivision: 'sub divisions',
    officer: 'field officers',
  },
  none: 'No installation was installed in this range.',
  loading: 'Loading the report...',
  failed: 'The report could not be loaded.',
  retry: 'Retry',
  unnamed: 'Not set',
  total: 'All',
  firstTimeRightRate: (accepted: number, right: number) =>
    accepted === 0 ? '–' : `${Math.round((right / accepted) * 100)}%`,
} as const;

/** The report's columns in order: the table's headers and the files' header row. */
export const REPORT_COLUMNS = {
  period: 'Period',
  group: 'Group',
  installed: 'Installed',
  live: 'Live',
  recommended: 'Recommended',
  accepted: 'Accepted',
  rejected: 'Rejected',
  firstTimeRight: 'First time right',
  firstTimeRightRate: 'First-time-right rate',
  reworks: 'Reworks',
  medianDaysToAccept: 'Median days to accept',
} as const;

/** The report files' names: progress-{by}-{period}-{from}-{to}.csv / .xlsx. */
export const reportFileName = <E extends 'csv' | 'xlsx'>(
  by: string,
  period: string,
  from: string,
  to: string,
  ext: E,
): `${string}.${E}` => `progress-${by}-${period}-${from}-${to}.${ext}`;

/** Every chart's own words: each draws its numbers as bars and can show them as a table instead. */
export const CHART_TEXTS = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
} as const;

import type { Modem } from '@smms/shared';

/** A modem as GET /modem/{list} answers it; override what a test is about. */
export const makeModem = (overrides: Partial<Modem> = {}): Modem => ({
  id: 7,
  modemSno: 'MD24000007',
  modemno: 'MD24000007',
  meterSno: 'SM24000007',
  ctmtrno: 'SM24000007',
  serviceNo: 'SC-0007',
  servicecno: 'SC-0007',
  phone: '9800000007',
  section: 'Section A',
  division: 'Agra Urban I',
  subDivision: 'Agra Urban I SD-1',
  circle: 'Agra',
  consumerName: 'Ram Kumar',
  commissionStatus: 'Pending',
  communicationStatus: 'LIVE',
  techSupportStatus: null,
  techSupportProgress: null,
  installedOn: '2025-03-01T10:00:00.000Z',
  lastCommunicatedAt: '2025-03-02T08:00:00.000Z',
  commissionedAt: '2025-03-01T18:00:00.000Z',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  latitude: 27.18,
  longitude: 78.01,
  comments: null,
  rejectionReason: null,
  rejectionCategory: null,
  signalStrength: 72,
  fieldOfficerId: 3,
  fieldOfficerName: 'Amit Gupta',
  fieldOfficerPhone: '9876500007',
  stage: 'Commissioned',
  version: 1,
  photos: [],
  ...overrides,
});

/** The body of GET /modem/{list} for these rows. */
export const modemPage = (data: Modem[], total = data.length, page = 1, pageSize = 50) => ({
  success: true,
  data,
  total,
  page,
  pageSize,
  // The API's cursors (issue 12): opaque to the web, present while a page lies beyond.
  nextCursor: page * pageSize < total ? `after-page-${page}` : null,
  prevCursor: page > 1 ? `before-page-${page}` : null,
  totalIsEstimate: false,
  message: 'Modems fetched successfully',
});

import { DTR_COLUMNS, HEADEND_MESSAGES } from '@smms/shared';

/** A call's example, as its client's developer reads it at /api/docs: what is sent, and what comes back. */
export interface ApiExample {
  /** The request body as JSON, or a form's fields (a file's value names the file sent). */
  body?: Record<string, unknown>;
  /** The body of a call that also takes a CSV file as it is (text/csv). */
  csv?: string;
  /** The body of the call's success answer, by status. */
  answers?: Record<number, unknown>;
}

const site = {
  dtrSno: 'DTR-AGR-0142',
  substationName: 'Kamla Nagar 33/11 KV',
  feederName: 'Town Feeder 1',
  division: 'Agra Urban I',
  circle: 'Agra',
  latitude: 27.1767,
  longitude: 78.0081,
  installedOn: '2026-11-28',
};

/**
 * Examples of the calls other systems make: the field app's sign-in, installs and photos, the head-end's
 * communication reports, the DTR master's import. Applied by operationId (api-docs.ts); Redocly's lint checks
 * each against its call's schema (openapi-contract.test.ts), so an example that no longer fits fails the gate.
 */
export const API_EXAMPLES: Record<string, ApiExample> = {
  postAuthLogin: { body: { username: 'officer.agra', password: 'Field#Officer-2026' } },
  postMeters: {
    body: { meterSno: 'SM2611280001', ...site, photo1: 'site.jpg', photo2: 'meter.jpg', photo3: 'seal.jpg' },
  },
  postModemSaveMeterData: {
    body: {
      modemSno: 'MD2611280001',
      meterSno: 'SM2611280001',
      serviceNo: 'SC-AGR-100452',
      consumerName: 'R. K. Sharma',
      division: 'Agra Urban I',
      circle: 'Agra',
      simNumber: '8991101200003204510',
      imeiNumber: '356938035643809',
      signalStrength: 72,
      latitude: 27.1767,
      longitude: 78.0081,
      photo1: 'modem.jpg',
    },
  },
  postMetersByIdPhotosBySlot: { body: { photo: 'seal-retaken.jpg' } },
  postMetersCommunication: {
    body: {
      reports: [
        { meterSno: 'SM2611280001', communicatedAt: '2026-11-28T10:15:00+05:30' },
        { meterSno: 'SM2611280002', communicatedAt: '2026-11-28T10:15:04+05:30' },
      ],
    },
    answers: {
      200: {
        success: true,
        message: HEADEND_MESSAGES.received(2, 0),
        data: { received: 2, updated: 2, nowLive: 1, unchanged: 0, unknown: [] },
      },
    },
  },
  postDiscomDtrImport: {
    body: { file: 'dtr-master.csv' },
    csv: `${DTR_COLUMNS.map((c) => c.title).join(',')}\nDTR-AGR-0142,Kamla Nagar 33/11 KV,Agra Urban I,DVVNL,100 KVA,West,Active,Agra,Town Feeder 1\n`,
  },
};
